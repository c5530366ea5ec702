/** Text and attribute values as SVG markup: a member's `<script>` is shown, never parsed. */
export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeAttr = (value: string) => escapeText(value).replace(/"/g, '&quot;');
