/*
 * A car's addresses [VSD §2 Vehicle detail page "/cars/{slug}"]: its page, and the addresses under
 * it (the PDF, the view count, the delivery estimate, the reservation), built here and nowhere else.
 * The trade-in that starts from a car (/cars/trade-in?car_id=) names the car by its id.
 */
export function carPath(slug: string, under?: string): string {
  return under ? `/cars/${slug}/${under}` : `/cars/${slug}`;
}

export function carTradeInPath(carId: number): string {
  return `/cars/trade-in?car_id=${carId}`;
}
