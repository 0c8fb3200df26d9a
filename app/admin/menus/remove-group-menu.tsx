/** The button that stops a group's own tree: its stores show what they showed before its first save. */
export const REMOVE_GROUP_MENU = "remove-group-menu";

/**
 * A form apart from the editor's (it posts no draft): a ticked box confirms, since the group's stores
 * change menus at once. Works without scripts.
 */
export function RemoveGroupMenu({ groupName, nonce }: { groupName: string; nonce: string }) {
  return (
    <form method="post" className="menu-editor__danger menu-remove-group">
      <input type="hidden" name="nonce" value={nonce} />
      <h2>Stop using this menu</h2>
      <p>
        <input type="checkbox" id="menu-remove-confirm" name="confirm" value="yes" required />{" "}
        <label htmlFor="menu-remove-confirm">The stores of {groupName} go back to the menu they showed before it was saved</label>
      </p>
      <p>
        <button type="submit" name="op" value={REMOVE_GROUP_MENU}>
          Remove the group’s menu
        </button>
      </p>
    </form>
  );
}
