package reader

import (
	"sort"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

// itemMark and a space start the text of every list item in the Markdown
// given to glamour (a private-use character: no lesson holds one; the
// space keeps an emphasis that opens the item one), so that hangItems
// finds each item in glamour's output and nothing else; both are removed
// there.
const itemMark = "\ue000"

// reflowItems makes every list item one source line starting with
// itemMark: the soft line breaks inside an item's text become spaces (a
// hard break, two spaces or a backslash before the newline, stays), as a
// paragraph's do. glamour wraps a paragraph but keeps a list item's source
// lines (lesson 25's "One factor per VS values" bullets broke where the
// source did).
//
// items is each item's text so reflowed, in order: hangItems wraps it
// from glamour's rendering of it on one line (glamour's own wrap of an
// item can break inside a word, "C++" / "'s").
func reflowItems(md string) (out string, items []string) {
	if !strings.Contains(md, "\n") {
		return md, nil
	}
	src := []byte(md)
	doc := goldmark.New(goldmark.WithExtensions(extension.GFM)).Parser().Parse(text.NewReader(src))
	type edit struct {
		from, to int
		with     string
	}
	var edits []edit
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || n.Kind() != ast.KindListItem {
			return ast.WalkContinue, nil
		}
		first := n.FirstChild()
		if first == nil || (first.Kind() != ast.KindTextBlock && first.Kind() != ast.KindParagraph) {
			return ast.WalkContinue, nil
		}
		lines := first.Lines()
		if lines.Len() == 0 {
			return ast.WalkContinue, nil
		}
		edits = append(edits, edit{lines.At(0).Start, lines.At(0).Start, itemMark + " "})
		var item strings.Builder
		for k := 1; k < lines.Len(); k++ {
			prev, cur := lines.At(k-1), lines.At(k)
			end := prev.Start
			for end < len(src) && src[end] != '\n' && src[end] != '\r' {
				end++
			}
			if end >= cur.Start {
				continue
			}
			if k == 1 {
				item.Write(src[prev.Start:end])
			}
			line := string(src[prev.Start:end])
			if strings.HasSuffix(line, "  ") || strings.HasSuffix(line, "\\") {
				continue // a hard line break stays
			}
			trim := end
			for trim > prev.Start && (src[trim-1] == ' ' || src[trim-1] == '\t') {
				trim--
			}
			edits = append(edits, edit{trim, cur.Start, " "})
			item.WriteByte(' ')
			e := cur.Start
			for e < len(src) && src[e] != '\n' && src[e] != '\r' {
				e++
			}
			item.Write(src[cur.Start:e])
		}
		if lines.Len() == 1 {
			e := lines.At(0).Start
			for e < len(src) && src[e] != '\n' && src[e] != '\r' {
				e++
			}
			item.Write(src[lines.At(0).Start:e])
		}
		items = append(items, item.String())
		return ast.WalkContinue, nil
	})
	if len(edits) == 0 {
		return md, nil
	}
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].from > edits[j].from })
	for _, e := range edits {
		md = md[:e.from] + e.with + md[e.to:]
	}
	return md, items
}

// hangItems rewraps each list item of glamour's output lines (found by
// itemMark, which it removes) to limit columns in all, its continuation
// lines hung under the item's text rather than under its bullet:
//
//   - SM100_MMA_MXF8F6F4_SS<…>: 8-, 6- or
//     4-bit A and B
//
// whole holds, in the order of the items, each item's text on one line
// (glamour's rendering of it with room enough); an item not there is
// rewrapped from its lines as glamour wrapped them.
func hangItems(lines []string, limit int, whole []string) []string {
	out := make([]string, 0, len(lines))
	item := -1
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		plain := ansi.Strip(l)
		at := strings.Index(plain, itemMark)
		if at < 0 {
			out = append(out, l)
			continue
		}
		item++
		indent := len(plain) - len(strings.TrimLeft(plain, " "))
		hang := ansi.StringWidth(plain[:at])
		if indent > at {
			indent = at
		}
		var more []string
		for i+1 < len(lines) {
			next := ansi.Strip(lines[i+1])
			if strings.TrimSpace(next) == "" || strings.Contains(next, itemMark) ||
				len(next)-len(strings.TrimLeft(next, " ")) != indent {
				break
			}
			i++
			more = append(more, trimTrailingBlanks(ansi.TruncateLeft(lines[i], indent, "")))
		}
		head, body := splitAtMark(l)
		if len(more) == 0 && ansi.StringWidth(strings.TrimRight(ansi.Strip(head+body), " ")) <= limit {
			out = append(out, head+body)
			continue
		}
		parts := append([]string{trimTrailingBlanks(body)}, more...)
		if item < len(whole) {
			parts = []string{whole[item]}
		}
		room := max(limit-hang, 8)
		wrapped := wrapWithin(strings.Join(parts, " "), room)
		for k, w := range wrapped {
			if k == 0 {
				out = append(out, head+w)
			} else {
				out = append(out, strings.Repeat(" ", hang)+w)
			}
		}
	}
	return out
}

// wrapWithin wraps s at spaces to lines of at most room columns, breaking
// only a word longer than a line (ansi.Wrap breaks a word that does not fit
// what is left of a line, "C++" / "'s").
func wrapWithin(s string, room int) []string {
	var out []string
	for _, l := range strings.Split(ansi.Wordwrap(s, room, ""), "\n") {
		if ansi.StringWidth(l) > room {
			out = append(out, strings.Split(ansi.Hardwrap(l, room, false), "\n")...)
			continue
		}
		out = append(out, l)
	}
	return out
}

// splitAtMark splits glamour's line l of a list item at itemMark, which
// it drops: head is the margin and the bullet, body the item's text with
// the styles opened just before the mark.
func splitAtMark(l string) (head, body string) {
	at := strings.Index(l, itemMark)
	j := at
	for j > 0 && l[j-1] == 'm' {
		k := strings.LastIndex(l[:j], "\x1b[")
		if k < 0 || strings.Trim(l[k+2:j-1], "0123456789;") != "" {
			break
		}
		j = k
	}
	rest := l[at+len(itemMark):]
	if sp := strings.IndexByte(rest, ' '); sp >= 0 && ansi.Strip(rest[:sp]) == "" {
		rest = rest[:sp] + rest[sp+1:] // the space after the mark
	}
	return l[:j], l[j:at] + rest
}

// wholeItems renders each of items (reflowItems) as a list item of its
// own with render, given a width wider than any item, and returns their
// texts, each on one line, in order; nil if an item took more than one.
func wholeItems(render func(md string, width int) (string, error), items []string) []string {
	if len(items) == 0 {
		return nil
	}
	var b strings.Builder
	width := 0
	for _, it := range items {
		b.WriteString("- " + itemMark + " " + it + "\n\n")
		width = max(width, len(it)+16)
	}
	out, err := render(b.String(), width)
	if err != nil {
		return nil
	}
	var whole []string
	in := false // the line before was an item's
	for _, l := range strings.Split(out, "\n") {
		switch {
		case strings.Contains(l, itemMark):
			_, body := splitAtMark(l)
			whole = append(whole, trimTrailingBlanks(body))
			in = true
		case strings.TrimSpace(ansi.Strip(l)) == "":
			in = false
		case in:
			return nil // an item wrapped
		}
	}
	if len(whole) != len(items) {
		return nil
	}
	return whole
}
