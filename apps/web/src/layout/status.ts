import { useEffect, useState } from 'react';
import { useConnected } from '../offline/connectivity';

/** Online means the server can be reached, not only that there is a network (offline/connectivity.ts). */
export const useOnlineStatus = useConnected;

type BatteryManager = EventTarget & { level: number; charging: boolean };
type NavigatorWithBattery = Navigator & { getBattery?: () => Promise<BatteryManager> };

export type BatteryStatus = { level: number; charging: boolean; low: boolean };

/** Battery counts as low under 20 %. */
const LOW_BATTERY_LEVEL = 0.2;

/** Battery level where the Battery API exists; null elsewhere, so the indicator stays hidden. */
export function useBatteryStatus(): BatteryStatus | null {
  const [status, setStatus] = useState<BatteryStatus | null>(null);
  useEffect(() => {
    const getBattery = (navigator as NavigatorWithBattery).getBattery;
    if (typeof getBattery !== 'function') return;
    let battery: BatteryManager | undefined;
    const update = () => {
      if (battery) {
        setStatus({
          level: battery.level,
          charging: battery.charging,
          low: battery.level < LOW_BATTERY_LEVEL,
        });
      }
    };
    getBattery
      .call(navigator)
      .then((manager) => {
        battery = manager;
        update();
        manager.addEventListener('levelchange', update);
        manager.addEventListener('chargingchange', update);
      })
      .catch(() => setStatus(null));
    return () => {
      battery?.removeEventListener('levelchange', update);
      battery?.removeEventListener('chargingchange', update);
    };
  }, []);
  return status;
}
