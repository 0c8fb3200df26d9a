import { useEffect, useRef } from "react";

/** A refusal's message takes the focus when it appears, so keyboard and screen-reader users hear it at once. */
export function useFailureFocus(failure: unknown) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) messageRef.current?.focus();
  }, [failure]);
  return messageRef;
}
