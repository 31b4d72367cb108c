// Move sounds: a short wooden knock for a move, a deeper one for a capture, made here (no files);
// on or off, kept in this browser.
let audio: AudioContext | null = null;
export function soundOn(): boolean { return localStorage.getItem('rukh-sound') !== 'off'; }
export function knock(capture: boolean): void {
  if (!soundOn()) return;
  try {
    audio = audio ?? new AudioContext();
    const t = audio.currentTime;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(capture ? 220 : 420, t);
    osc.frequency.exponentialRampToValueAtTime(capture ? 90 : 180, t + 0.09);
    gain.gain.setValueAtTime(0.35, t);
    gain.gain.exponentialRampToValueAtTime(0.001, t + 0.12);
    osc.connect(gain).connect(audio.destination);
    osc.start(t);
    osc.stop(t + 0.13);
  } catch { /* no sound where the browser has none */ }
}
