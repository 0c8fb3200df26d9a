import { data, useLoaderData, type MetaFunction } from "react-router";
import { drinkFormFromParams, evaluateDrinkForm, type DrinkFormOutcome } from "../../core/drinks/drink-form";
import { DrinkCalculatorPage } from "../storefront/content/drink-calculator-page";
import "../styles/forms.css";
import "../styles/drink-calculator.css";
import type { Route } from "./+types/drink-calculator";
import { plainWhenLoaded, type PlainPageHandle } from "../routing/plain-page";

export const meta: MetaFunction = () => [
  { title: "Drink calculator" },
  { name: "description", content: "How much wine, beer, spirits and champagne to buy for your party." },
];

/**
 * The root Layout puts this class on <body> (docs/requirements.md#screens-and-routes: the page has a body class).
 * Hydrated without the router once its data loaded, never its 404 (decisions 0045, 0117).
 */
export const handle: PlainPageHandle & { bodyClass: string } = { bodyClass: "drink-calculator-page", plainPage: plainWhenLoaded };

/** 404 unless the drinkCalculator setting is on. A submitted form (GET) is evaluated here, so it works without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = await context.services.settings.get();
  if (!settings.drinkCalculator) throw data(null, { status: 404 });
  const { state, submitted } = drinkFormFromParams(new URL(request.url).searchParams);
  const outcome: DrinkFormOutcome = submitted ? evaluateDrinkForm(state) : { errors: {}, result: null };
  return { state, ...outcome };
}

export default function DrinkCalculator() {
  return <DrinkCalculatorPage data={useLoaderData<typeof loader>()} />;
}
