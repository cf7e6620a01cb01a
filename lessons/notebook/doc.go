// Package notebook is the document model of lessons and notebooks: the
// loader that splits Markdown into prose and live blocks (Parse, Load and
// its limits), and the formats of the live blocks — cute-quiz exercises
// (ParseQuiz) and cute-tiles maps (ParseTileMap) — with positioned errors.
package notebook

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/yuin/goldmark/ast"
)

// Kind names the sort of live block a fenced code block becomes; it is the
// fence's info string (its first word).
type Kind string

// The live block kinds of the lesson Markdown conventions.
const (
	KindCute  Kind = "cute"       // a live pane of eval statements
	KindQuiz  Kind = "cute-quiz"  // an exercise, lines `key: value`
	KindTiles Kind = "cute-tiles" // a threadblock-swizzle map, lines `key: value`
)

// Block is one top-level fenced code block whose info string is a live kind.
type Block struct {
	Kind Kind
	// Text is the block's content: the lines between the fences, each ending
	// in "\n" (CRLF read as LF). Empty for an empty block.
	Text string
	// Start and End delimit the content in the source: Source[Start:End] is
	// the raw content (equal to Text unless the file uses CRLF or indents
	// the fence). Replacing Source[Start:End] rewrites just this block.
	Start, End int
	// FenceStart and FenceEnd delimit the whole block, fences included
	// (FenceEnd is past the closing fence's newline, or len(Source) when the
	// block is never closed).
	FenceStart, FenceEnd int
	// Line is the 1-based line of the opening fence.
	Line int
	// Index is the block's position among the document's blocks.
	Index int
	// Attrs are the fence's options, ```cute {color=tile}: nil for none.
	Attrs map[string]string
}

// Segment is one piece of a document in order: either Markdown prose or a
// live block. Exactly one of Prose / Block is meaningful: Block != nil marks
// a block segment.
type Segment struct {
	// Prose is Markdown source to render as is (Source[Start:End]).
	Prose string
	// Block is the live block of this segment, or nil for prose.
	Block *Block
	// Start and End delimit the segment in the source. Segments tile the
	// source: each starts where the previous ended.
	Start, End int
}

// Heading is a top-level heading of the document, for a table of contents.
type Heading struct {
	Level  int    // 1 for `#`, 2 for `##`, ...
	Text   string // the heading's plain text
	Offset int    // byte offset of the heading's line in the source
	Line   int    // 1-based line of the heading
}

// Doc is a Markdown document split into prose and live blocks.
type Doc struct {
	Source   []byte
	Title    string // the first level-1 heading, or ""
	Segments []Segment
	Blocks   []*Block // the block segments' blocks, in order
	Headings []Heading
	// Notes are the speaker notes, `<!-- note: ... -->` comments at the
	// top level: hidden when reading, shown to the presenter.
	Notes []Note

	deep    int        // the first line nested past MaxNesting (0: none)
	problem *LoadError // goldmark failed on the source (nil: it did not)
}

// Note is one speaker note and the heading it follows (-1: before any).
type Note struct {
	Heading int
	Text    string
}

// IsLiveKind reports whether info names a live block kind.
func IsLiveKind(k Kind) bool {
	return k == KindCute || k == KindQuiz || k == KindTiles
}

// bom is the UTF-8 byte order mark some editors put first in a file.
const bom = "\ufeff"

// Parse splits src into prose segments and live blocks. Only fenced code
// blocks at the top level of the document count: a fence nested in a list,
// a block quote, or shown inside a longer ````markdown fence stays prose.
// A leading UTF-8 byte order mark is skipped (it stays in Source and in the
// first segment's range, not in its Prose). Parse never fails (every text
// is Markdown): lists and quotes nested more than MaxNesting levels stay
// text past that depth, and a document goldmark fails on is one prose
// segment; Load refuses both. It keeps a copy of src.
func Parse(src []byte) *Doc { return parse(src, false) }

// parse is Parse, stopping at the first container nested too deep when
// stop is set (the Doc then has only d.deep: Load refuses it).
func parse(src []byte, stop bool) *Doc {
	src = bytes.Clone(src)
	d := &Doc{Source: src}
	skip := 0
	if bytes.HasPrefix(src, []byte(bom)) {
		skip = len(bom)
	}
	body := src[skip:]
	ls := newLineIndex(src)
	t := parseTree(body, MaxNesting, stop)
	if t.deep >= 0 {
		d.deep = ls.line(skip + t.deep)
	}
	if t.failed != nil {
		d.problem = malformed(ls.line(skip+t.at), t.failed)
	}
	if t.root == nil {
		d.Segments = []Segment{{Prose: string(body), Start: 0, End: len(src)}}
		return d
	}
	pos := 0
	prose := func(end int) { // the prose segment from pos to end
		d.Segments = append(d.Segments, Segment{Prose: string(src[max(pos, skip):end]), Start: pos, End: end})
	}
	for n := t.root.FirstChild(); n != nil; n = n.NextSibling() {
		switch n := n.(type) {
		case *ast.Heading:
			h := Heading{Level: n.Level, Text: plainText(n, body)}
			if n.Lines().Len() > 0 {
				h.Offset = ls.start(skip + n.Lines().At(0).Start)
			} else {
				h.Offset = pos // empty heading: best effort
			}
			h.Line = ls.line(h.Offset)
			d.Headings = append(d.Headings, h)
			if n.Level == 1 && d.Title == "" {
				d.Title = h.Text
			}
		case *ast.HTMLBlock:
			if t, ok := speakerNote(n, body); ok {
				d.Notes = append(d.Notes, Note{Heading: len(d.Headings) - 1, Text: t})
			}
		case *ast.FencedCodeBlock:
			if n.Info == nil {
				continue
			}
			k := Kind(n.Language(body))
			if !IsLiveKind(k) {
				continue
			}
			b := fencedBlock(n, k, src, skip, ls)
			if b.FenceStart < pos { // cannot happen for top-level blocks; be safe
				continue
			}
			if b.FenceStart > pos {
				prose(b.FenceStart)
			}
			b.Index = len(d.Blocks)
			d.Blocks = append(d.Blocks, b)
			d.Segments = append(d.Segments, Segment{Block: b, Start: b.FenceStart, End: b.FenceEnd})
			pos = b.FenceEnd
		}
	}
	if pos < len(src) {
		prose(len(src))
	}
	return d
}

// fencedBlock measures a fenced code block in src.
// goldmark's offsets are into src[skip:].
func fencedBlock(n *ast.FencedCodeBlock, k Kind, src []byte, skip int, ls lineIndex) *Block {
	info := n.Info.Segment.Start + skip
	open := max(ls.start(info), skip)
	openEnd := ls.end(info)
	b := &Block{Kind: k, FenceStart: open, Line: ls.line(open), Attrs: parseAttrs(string(n.Info.Segment.Value(src[skip:])))}
	// The fence character and length, after up to 3 spaces of indentation.
	i := open
	for i < len(src) && src[i] == ' ' {
		i++
	}
	fc := byte('`')
	if i < len(src) {
		fc = src[i]
	}
	flen := 0
	for i+flen < len(src) && src[i+flen] == fc {
		flen++
	}
	var sb strings.Builder
	lines := n.Lines()
	if lines.Len() == 0 {
		b.Start, b.End = openEnd, openEnd
	} else {
		b.Start = lines.At(0).Start + skip
		b.End = lines.At(lines.Len()-1).Stop + skip
		for j := 0; j < lines.Len(); j++ {
			seg := lines.At(j)
			v := seg.Value(src[skip:])
			v = bytes.TrimSuffix(v, []byte("\r\n"))
			v = bytes.TrimSuffix(v, []byte("\n"))
			sb.Write(v)
			sb.WriteByte('\n')
		}
		// The raw range starts at the content line's beginning so that an
		// indented fence's content is replaced whole.
		b.Start = ls.start(b.Start)
	}
	b.Text = sb.String()
	// The closing fence is the next line, if it is one.
	b.FenceEnd = len(src)
	if b.End < len(src) {
		cl := b.End
		ce := ls.end(cl)
		if isClosingFence(src[cl:ce], fc, flen) {
			b.FenceEnd = ce
		}
	}
	return b
}

// isClosingFence reports whether line (with its newline) closes a fence of
// flen characters fc: up to 3 spaces, at least flen fc, then only spaces.
func isClosingFence(line []byte, fc byte, flen int) bool {
	line = bytes.TrimRight(line, "\r\n")
	i := 0
	for i < len(line) && i < 3 && line[i] == ' ' {
		i++
	}
	j := i
	for j < len(line) && line[j] == fc {
		j++
	}
	if j-i < flen {
		return false
	}
	return len(bytes.TrimRight(line[j:], " \t")) == 0
}

// lineIndex holds the offset where each line of a source starts, built
// once so that finding the line of an offset is a binary search: Parse is
// linear in the source (counting newlines from byte 0 for each block was
// quadratic: 4 MB took 11 s).
type lineIndex struct {
	starts []int // starts[i] is the offset of line i+1
	size   int   // the source's length
}

func newLineIndex(src []byte) lineIndex {
	starts := make([]int, 1, bytes.Count(src, []byte("\n"))+1)
	for i, c := range src {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return lineIndex{starts, len(src)}
}

// line returns the 1-based line number of offset off.
func (x lineIndex) line(off int) int {
	off = min(max(off, 0), x.size)
	// The last start at or before off.
	return sort.Search(len(x.starts), func(i int) bool { return x.starts[i] > off })
}

// start returns the offset of the start of the line holding offset off.
func (x lineIndex) start(off int) int {
	return x.starts[x.line(off)-1]
}

// end returns the offset just past the newline ending the line holding
// off (the source's length on the last line).
func (x lineIndex) end(off int) int {
	if off >= x.size {
		return x.size
	}
	l := x.line(max(off, 0))
	if l < len(x.starts) {
		return x.starts[l]
	}
	return x.size
}

// plainText concatenates the text under n (emphasis, code spans and links
// reduced to their text).
func plainText(n ast.Node, src []byte) string {
	var sb strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			sb.Write(c.Segment.Value(src))
			if c.SoftLineBreak() || c.HardLineBreak() {
				sb.WriteByte(' ')
			}
		case *ast.String:
			sb.Write(c.Value)
		}
		return ast.WalkContinue, nil
	})
	return strings.TrimSpace(sb.String())
}

// WithBlocks returns the source with the content of some blocks replaced:
// texts maps a block's Index to its new content. Every byte outside the
// replaced content ranges is kept as it was. A new text that does not end
// in a newline gets one, so the closing fence stays on its own line; a
// block written with CRLF line endings gets CRLF.
func (d *Doc) WithBlocks(texts map[int]string) ([]byte, error) {
	var out bytes.Buffer
	out.Grow(len(d.Source))
	pos := 0
	for _, b := range d.Blocks {
		t, ok := texts[b.Index]
		if !ok {
			continue
		}
		for i, l := range strings.Split(t, "\n") {
			if isClosingFence([]byte(l), '`', 3) || isClosingFence([]byte(l), '~', 3) {
				return nil, fmt.Errorf("block at line %d: line %d of the new text is a code fence", b.Line, i+1)
			}
		}
		if t != "" && !strings.HasSuffix(t, "\n") {
			t += "\n"
		}
		if b.FenceEnd == len(d.Source) && b.End == len(d.Source) && !bytes.HasSuffix(d.Source, []byte("\n")) && b.Start == b.End {
			// An unclosed empty block at EOF without a newline: the
			// opening fence line has no newline to write after.
			t = "\n" + t
		}
		if bytes.Contains(d.Source[b.FenceStart:b.FenceEnd], []byte("\r\n")) {
			t = strings.ReplaceAll(t, "\n", "\r\n") // keep the file's line endings
		}
		out.Write(d.Source[pos:b.Start])
		out.WriteString(t)
		pos = b.End
	}
	out.Write(d.Source[pos:])
	return out.Bytes(), nil
}
