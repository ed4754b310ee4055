import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support/auth-client';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const answers = [
  { gamingExperienceLevel: 'regular', tournamentExperience: 'rtt' },
  { primaryGoals: ['improve_tactics'], preferredPlayStyle: 'objective_focused' },
  { preferredFactions: ['Necrons', "T'au Empire"] },
  { learningStyle: 'worked_examples', preferredAnalysisDepth: 'deep', communityParticipationLevel: 'active' },
  { notificationFrequency: 'weekly', notificationTypes: ['tournaments'], privacyAcknowledgement: true },
];

describe('onboarding questionnaire', () => {
  let testApp: TestApp;
  let player: TestClient;
  let playerId = '';
  let otherId = '';

  beforeAll(async () => {
    testApp = await createTestApp();
    player = new TestClient(testApp.app, '10.11.0.1');
    playerId = (await player.signUp('newbie@example.test', 'newbie password 1', 'newbie')).json().user.id;
    otherId = (
      await new TestClient(testApp.app, '10.11.0.2').signUp('other@example.test', 'other password 1', 'other')
    ).json().user.id;
  });
  afterAll(() => testApp.close());

  it('refuses to submit for another user with the spec message', async () => {
    const response = await player.post('/api/onboarding/steps', {
      userId: otherId,
      step: 0,
      answers: answers[0],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Authorization error: Cannot submit onboarding for another user.',
    );
    const finish = await player.post('/api/onboarding/complete', { userId: otherId });
    expect(finish.json().error.message).toBe(
      'Authorization error: Cannot submit onboarding for another user.',
    );
  });

  it('validates each step and cannot finish early', async () => {
    const bad = await player.post('/api/onboarding/steps', {
      userId: playerId,
      step: 0,
      answers: { gamingExperienceLevel: 'godlike' },
    });
    expect(bad.statusCode).toBe(400);
    const early = await player.post('/api/onboarding/complete', { userId: playerId });
    expect(early.json().error.message).toBe('Answer step 1 first.');
    const noPrivacy = await player.post('/api/onboarding/steps', {
      userId: playerId,
      step: 4,
      answers: { ...answers[4], privacyAcknowledgement: false },
    });
    expect(noPrivacy.json().error.message).toContain('privacy notice');
  });

  it('saves step by step, resumes, and completing sets the flags and time', async () => {
    for (const [step, stepAnswers] of answers.slice(0, 2).entries()) {
      expect(
        (await player.post('/api/onboarding/steps', { userId: playerId, step, answers: stepAnswers }))
          .statusCode,
      ).toBe(200);
    }
    const resumed = (await player.get('/api/onboarding')).json();
    expect(resumed).toMatchObject({
      step: 2,
      completed: false,
      responses: { preferredPlayStyle: 'objective_focused' },
    });

    for (const [offset, stepAnswers] of answers.slice(2).entries()) {
      await player.post('/api/onboarding/steps', {
        userId: playerId,
        step: offset + 2,
        answers: stepAnswers,
      });
    }
    const done = (await player.post('/api/onboarding/complete', { userId: playerId })).json();
    expect(done.completed).toBe(true);
    expect(Date.parse(done.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await player.get('/api/me')).json().user.onboardingComplete).toBe(true);
    const profile = await testApp.database.pool.query(
      'SELECT preferred_factions, questionnaire_completed, privacy_acknowledgement FROM profiles WHERE id = $1',
      [playerId],
    );
    expect(profile.rows[0]).toEqual({
      preferred_factions: ['Necrons', "T'au Empire"],
      questionnaire_completed: true,
      privacy_acknowledgement: true,
    });
  });

  it('shows answers changed later on the profile when the questionnaire is opened again', async () => {
    const changed = await player.request('PATCH', '/api/profile', {
      gamingExperienceLevel: 'veteran',
      preferredPlayStyle: null,
      preferredFactions: ['Orks'],
    });
    expect(changed.statusCode).toBe(200);
    const state = (await player.get('/api/onboarding')).json();
    expect(state.completed).toBe(true);
    expect(state.responses).toMatchObject({
      gamingExperienceLevel: 'veteran',
      tournamentExperience: 'rtt',
      preferredFactions: ['Orks'],
      primaryGoals: ['improve_tactics'],
    });
    // Cleared on the profile: the questionnaire asks again rather than showing the old answer.
    expect(state.responses).not.toHaveProperty('preferredPlayStyle');
  });
});
