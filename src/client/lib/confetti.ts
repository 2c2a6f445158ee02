/** The spec's celebration: 50 particles, spread 70. Loaded on demand so it costs nothing until used. */
export async function fireConfetti(): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  await confetti({ particleCount: 50, spread: 70, origin: { y: 0.7 }, disableForReducedMotion: true });
}
