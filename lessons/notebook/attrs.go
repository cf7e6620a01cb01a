package notebook

import "strings"

// parseAttrs reads the options of a fence's info string, the braces after
// the kind: "cute {color=tile bytes=2}" gives color=tile and bytes=2
// (options separated by spaces or commas; an option without = is "").
// Text outside braces after the kind is ignored; nil when there are none.
func parseAttrs(info string) map[string]string {
	open := strings.IndexByte(info, '{')
	if open < 0 {
		return nil
	}
	body, _, _ := strings.Cut(info[open+1:], "}")
	var out map[string]string
	for _, f := range strings.FieldsFunc(body, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' }) {
		k, v, _ := strings.Cut(f, "=")
		if k == "" {
			continue
		}
		if out == nil {
			out = map[string]string{}
		}
		out[k] = strings.Trim(v, `"'`)
	}
	return out
}
