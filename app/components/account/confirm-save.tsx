import { Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { formatMobile } from "#domain/sign-in";

/** A signed-in buyer who followed a save link confirms it with a button: the save is a POST. */
export function ConfirmSave(props: {
  heading: string;
  back: string;
  carId: number;
  carName: string;
  redirect: string;
  phone: string;
}) {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <Icon name="bookmark" className="size-10 text-brand" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight">{props.heading}</h1>
      <p className="mt-4">
        You are signed in as <strong>{formatMobile(props.phone)}</strong>. Save{" "}
        <strong>{props.carName}</strong> to your watchlist?
      </p>
      <form method="post" action="/api/watchlist/save-car" className="mt-6 flex flex-col gap-3">
        <input type="hidden" name="car_id" value={props.carId} />
        <input type="hidden" name="redirect" value={props.redirect} />
        <Button type="submit" size="lg" block>
          Save to Watchlist
        </Button>
      </form>
      <p className="mt-8 text-sm">
        <Link to={props.back} className="font-semibold underline">
          Not now
        </Link>
      </p>
    </section>
  );
}
