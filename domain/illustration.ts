/**
 * Whether an image is a drawing rather than a photo: a `draw/...` source is drawn by the image
 * service from its path (the demo's cars are body silhouettes in their colour), while a dealer's
 * photos are stored (`media/...`) or linked. A drawing is labelled "Illustration" wherever it shows
 * (the gallery, full screen, the result cards), so that no buyer takes it for the car (decision 063).
 */
export function isIllustration(src: string) {
  return src.startsWith("draw/");
}
