import { BatteryCharging, BatteryFull, BatteryLow, Wifi, WifiOff } from 'lucide-react';
import styles from './StatusIndicators.module.css';
import { useBatteryStatus, useOnlineStatus } from './status';

export function StatusIndicators() {
  const online = useOnlineStatus();
  const battery = useBatteryStatus();
  const percent = battery ? Math.round(battery.level * 100) : 0;
  const BatteryIcon = battery?.charging ? BatteryCharging : battery?.low ? BatteryLow : BatteryFull;
  return (
    <div className={styles.indicators}>
      <span
        className={styles.item}
        data-state={online ? 'online' : 'offline'}
        data-testid="connection-status"
      >
        {online ? <Wifi size={16} aria-hidden="true" /> : <WifiOff size={16} aria-hidden="true" />}
        <span className={online ? 'visually-hidden' : undefined}>{online ? 'Online' : 'Offline'}</span>
      </span>
      {battery && (
        <span
          className={styles.item}
          data-state={battery.low && !battery.charging ? 'low' : 'ok'}
          data-testid="battery-status"
          title={`Battery ${percent}%${battery.charging ? ', charging' : ''}`}
        >
          <BatteryIcon size={16} aria-hidden="true" />
          <span>{percent}%</span>
          <span className="visually-hidden">{battery.low ? 'battery low' : 'battery'}</span>
        </span>
      )}
    </div>
  );
}
