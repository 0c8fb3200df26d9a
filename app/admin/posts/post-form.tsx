import { Form } from "react-router";
import { TAXONOMY_LABELS, TAXONOMIES_OF, type Taxonomy } from "#core/posts/taxonomies";
import { FIELD_LIMITS } from "#core/limits/limits";
import { useFailureFocus } from "../use-failure-focus";
import { ChooseImageButton } from "../media/choose-image-button";
import type { PostFormValues } from "./post-values";
import "./posts-admin.css";

const LABELS: Record<string, string> = {
  title: "Title",
  slug: "Slug",
  status: "Status",
  excerpt: "Excerpt",
  body: "Body (HTML)",
  image: "Image address",
  imageAlt: "Image description",
  author: "Author",
  publishedAt: "Date",
  terms: "Terms",
  recipe_category: "Recipe category",
  diet: "Diet",
  category: "Category",
  prepMinutes: "Preparation (minutes)",
  cookMinutes: "Cooking (minutes)",
  servings: "Servings",
  recipeYield: "Yield",
  ingredients: "Ingredients",
  steps: "Steps",
  recipe: "Recipe",
};

/** The field a message belongs to: `recipe.prepMinutes` is the preparation field, `terms.diet` the diet boxes. */
const fieldOf = (param: string) => {
  const [head, second] = param.split(".");
  return (head === "recipe" || head === "terms") && second ? second : head!;
};

function Message({ name, errors }: { name: string; errors: Record<string, string> }) {
  return errors[name] ? (
    <span id={`${name}-error`} className="form-error">
      {LABELS[name] ?? name} {errors[name]}
    </span>
  ) : null;
}

function TextField({
  name,
  label,
  values,
  errors,
  max,
  hint,
  type = "text",
}: {
  name: keyof PostFormValues;
  label: string;
  values: PostFormValues;
  errors: Record<string, string>;
  max?: number;
  hint?: string;
  type?: string;
}) {
  const describedBy = [hint ? `${name}-hint` : "", errors[name] ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <p>
      <label htmlFor={`field-${name}`}>{label}</label>
      <input
        id={`field-${name}`}
        name={name}
        type={type}
        defaultValue={values[name] as string}
        maxLength={max}
        aria-describedby={describedBy}
        aria-invalid={errors[name] ? true : undefined}
      />
      {hint ? <span id={`${name}-hint`}>{hint}</span> : null}
      <Message name={name} errors={errors} />
    </p>
  );
}

/**
 * A recipe or article: title, slug, status, excerpt, body, image, terms as checkboxes and, for a
 * recipe, its times, servings, ingredients and steps. A plain form: it works by keyboard and without
 * scripts; a refusal is said at the top (focused) and next to each field.
 */
export function PostForm({
  values,
  choices,
  errors,
  formError,
  nonce,
  submitLabel,
}: {
  values: PostFormValues;
  choices: Partial<Record<Taxonomy, { slug: string; name: string }[]>>;
  errors: Record<string, string>;
  formError: string | null;
  nonce: string;
  submitLabel: string;
}) {
  const alertRef = useFailureFocus(formError ? errors : null);
  const fieldErrors: Record<string, string> = {};
  for (const [param, message] of Object.entries(errors)) fieldErrors[fieldOf(param)] ??= message;
  return (
    <Form method="post" noValidate>
      {formError ? (
        <div role="alert" className="form-error">
          <p tabIndex={-1} ref={alertRef}>
            {formError}
          </p>
          {Object.keys(fieldErrors).length ? (
            <ul>
              {Object.entries(fieldErrors).map(([name, message]) => (
                <li key={name}>
                  <a href={`#field-${name}`}>
                    {LABELS[name] ?? name} {message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" name="nonce" value={nonce} />
      <input type="hidden" name="type" value={values.type} />
      <fieldset>
        <legend>The {values.type}</legend>
        <div className="admin-fields">
          <TextField name="title" label="Title" values={values} errors={fieldErrors} max={FIELD_LIMITS.title} />
          <TextField
            name="slug"
            label="Slug"
            values={values}
            errors={fieldErrors}
            max={FIELD_LIMITS.slug}
            hint="Its address; left empty, it is made from the title."
          />
          <p>
            <label htmlFor="field-status">Status</label>
            <select
              id="field-status"
              name="status"
              defaultValue={values.status}
              aria-describedby={fieldErrors.status ? "status-error" : undefined}
            >
              <option value="draft">Draft (visitors do not see it)</option>
              <option value="publish">Published</option>
            </select>
            <Message name="status" errors={fieldErrors} />
          </p>
          <TextField
            name="publishedAt"
            label="Date (UTC)"
            type="datetime-local"
            values={values}
            errors={fieldErrors}
            hint="A date still to come schedules it: visitors see it from then on."
          />
          <TextField name="author" label="Author" values={values} errors={fieldErrors} max={FIELD_LIMITS.personName} />
          <TextField
            name="image"
            label="Image address"
            values={values}
            errors={fieldErrors}
            max={FIELD_LIMITS.url}
            hint="A path on this site (/images/...) or an http(s) address."
          />
          <ChooseImageButton urlField="field-image" altField="field-imageAlt" />
          <TextField name="imageAlt" label="Image description" values={values} errors={fieldErrors} max={FIELD_LIMITS.imageAlt} />
        </div>
        <p>
          <label htmlFor="field-excerpt">Excerpt</label>
          <textarea
            id="field-excerpt"
            name="excerpt"
            rows={2}
            defaultValue={values.excerpt}
            maxLength={FIELD_LIMITS.excerpt}
            aria-describedby={fieldErrors.excerpt ? "excerpt-error" : undefined}
          />
          <Message name="excerpt" errors={fieldErrors} />
        </p>
        <p>
          <label htmlFor="field-body">Body (HTML)</label>
          <textarea id="field-body" name="body" rows={10} defaultValue={values.body} aria-describedby="body-hint" />
          <span id="body-hint">Scripts, event handlers and unsafe links are removed when it is saved.</span>
          <Message name="body" errors={fieldErrors} />
        </p>
      </fieldset>
      {TAXONOMIES_OF[values.type].map((taxonomy) => (
        <fieldset key={taxonomy} id={`field-${taxonomy}`} aria-describedby={fieldErrors[taxonomy] ? `${taxonomy}-error` : undefined}>
          <legend>{TAXONOMY_LABELS[taxonomy]}</legend>
          {(choices[taxonomy] ?? []).map((term) => (
            <label key={term.slug} className="admin-check">
              <input
                type="checkbox"
                name={`terms.${taxonomy}`}
                value={term.slug}
                defaultChecked={values.terms[taxonomy]?.includes(term.slug)}
              />{" "}
              {term.name}
            </label>
          ))}
          <Message name={taxonomy} errors={fieldErrors} />
        </fieldset>
      ))}
      {values.type === "recipe" ? (
        <fieldset>
          <legend>Recipe</legend>
          <div className="admin-fields">
            <TextField name="prepMinutes" label="Preparation (minutes)" values={values} errors={fieldErrors} type="number" />
            <TextField name="cookMinutes" label="Cooking (minutes)" values={values} errors={fieldErrors} type="number" />
            <TextField name="servings" label="Servings" values={values} errors={fieldErrors} type="number" />
            <TextField
              name="recipeYield"
              label="Yield"
              values={values}
              errors={fieldErrors}
              max={FIELD_LIMITS.recipeYield}
              hint="What it makes, in words: “24 cookies”."
            />
          </div>
          <p>
            <label htmlFor="field-ingredients">Ingredients</label>
            <textarea
              id="field-ingredients"
              name="ingredients"
              rows={6}
              defaultValue={values.ingredients}
              aria-describedby="ingredients-hint"
            />
            <span id="ingredients-hint">One a line: quantity | unit | name | note (or just the name).</span>
            <Message name="ingredients" errors={fieldErrors} />
          </p>
          <p>
            <label htmlFor="field-steps">Steps</label>
            <textarea id="field-steps" name="steps" rows={6} defaultValue={values.steps} aria-describedby="steps-hint" />
            <span id="steps-hint">One step a line, in order.</span>
            <Message name="steps" errors={fieldErrors} />
          </p>
        </fieldset>
      ) : null}
      <p>
        <button type="submit">{submitLabel}</button>
      </p>
    </Form>
  );
}
