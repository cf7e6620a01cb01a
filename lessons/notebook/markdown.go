package notebook

import (
	"errors"
	"fmt"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// tree is goldmark's parse of a document, bounded and guarded: root is
// the tree (nil when goldmark failed), deep the first offset where a
// container was refused because it would pass the nesting limit (-1:
// none), and failed what goldmark panicked with, near offset at.
type tree struct {
	root   ast.Node
	deep   int
	failed any
	at     int
}

// parseTree runs goldmark on src with the extensions glamour v1.0.0 uses,
// so that the blocks found here are the code blocks glamour renders, with
// two guards:
//   - nesting is bounded on goldmark's own tree: a list, list item, block
//     quote or definition list that would open more than limit levels deep
//     is not opened (its line stays text) and the first such offset is
//     kept, so the parser's work per line is bounded by the limit and the
//     check cannot disagree with the parser about what is nested (fences,
//     HTML blocks, lazy lines);
//   - a panic inside goldmark (the 4 bytes "> \t~" index out of range in
//     its fenced code parser) is recovered and reported with the offset of
//     the last line the block parser reached.
//
// With stop, parsing stops at the first container refused (root is nil):
// what Load needs, in time linear in the text before it.
func parseTree(src []byte, limit int, stop bool) (t tree) {
	t.deep = -1
	r := &trackingReader{Reader: text.NewReader(src)}
	defer func() {
		if e := recover(); e == errTooDeep {
			t.root = nil
		} else if e != nil {
			t = tree{deep: t.deep, failed: e, at: r.at}
		}
	}()
	guard := func(bp parser.BlockParser) parser.BlockParser {
		return &nestingGuard{BlockParser: bp, limit: limit, deep: &t.deep, stop: stop}
	}
	var blocks []util.PrioritizedValue
	for _, pv := range parser.DefaultBlockParsers() {
		switch pv.Priority { // goldmark's documented priorities of its containers
		case 300, 400, 800: // list, list item, block quote
			pv.Value = guard(pv.Value.(parser.BlockParser))
		}
		blocks = append(blocks, pv)
	}
	blocks = append(blocks, // extension.DefinitionList's parsers, guarded
		util.Prioritized(guard(extension.NewDefinitionListParser()), 101),
		util.Prioritized(guard(extension.NewDefinitionDescriptionParser()), 102))
	p := parser.NewParser(
		parser.WithBlockParsers(blocks...),
		parser.WithInlineParsers(parser.DefaultInlineParsers()...),
		parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...),
		parser.WithAutoHeadingID(),
	)
	md := goldmark.New(goldmark.WithParser(p), goldmark.WithExtensions(extension.GFM))
	t.root = md.Parser().Parse(r)
	return t
}

// nestingGuard is a container's block parser that refuses to open a
// container more than limit levels deep, noting the first offset refused.
type nestingGuard struct {
	parser.BlockParser
	limit int
	deep  *int
	stop  bool // panic with errTooDeep at the first refusal
}

// errTooDeep stops a parse at the first container nested too deep.
var errTooDeep = errors.New("nested too deep")

func (g *nestingGuard) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if levels(parent, g.limit) >= g.limit {
		if *g.deep < 0 {
			_, seg := reader.PeekLine()
			*g.deep = seg.Start
		}
		if g.stop {
			panic(errTooDeep)
		}
		return nil, parser.NoChildren
	}
	return g.BlockParser.Open(parent, reader, pc)
}

// levels counts the containers n is nested in, n included — block
// quotes, list items, definition descriptions: the levels a reader sees
// (a list or definition list only groups its items) — counting at most to
// limit.
func levels(n ast.Node, limit int) int {
	d := 0
	for ; n != nil && d < limit; n = n.Parent() {
		switch n.Kind() {
		case ast.KindBlockquote, ast.KindListItem, extast.KindDefinitionDescription:
			d++
		}
	}
	return d
}

// trackingReader is goldmark's reader, noting the furthest line start the
// block parser looked at: where goldmark was when it failed.
type trackingReader struct {
	text.Reader
	at int
}

func (r *trackingReader) PeekLine() ([]byte, text.Segment) {
	l, seg := r.Reader.PeekLine()
	if seg.Start > r.at {
		r.at = seg.Start
	}
	return l, seg
}

// malformed is the refusal of a document goldmark failed on.
func malformed(line int, failed any) *LoadError {
	return &LoadError{line, fmt.Sprintf("malformed Markdown: the Markdown parser failed here (%v); change this line", failed)}
}
