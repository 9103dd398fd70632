/** The current device state (docs/constants.md), updated on resize (debounced 50 ms); desktop on the server. */
import { useEffect, useState } from 'react';
import { deviceFor, layoutFor, type DeviceState, type LayoutClass } from '../device';

export function useDevice(): DeviceState & { layout: LayoutClass } {
  const [width, setWidth] = useState(1280);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setWidth(window.innerWidth);
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, 50);
    };
    update();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return { ...deviceFor(width), layout: layoutFor(width) };
}
