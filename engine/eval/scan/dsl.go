package scan

import (
	"strings"
	"unicode/utf8"
)

// The CuTe DSL's statements are Python: they add brackets for lists and
// indexing (LBrack, RBrack) to the tokens of the C++ spellings.

// DSL splits a statement in the DSL's Python spelling into tokens:
// integers, names (a dotted path such as cute.make_layout is the names
// and the dots between them), `#` comments, and the punctuation of
// calls, tuples, lists, keyword arguments and CuTe's printed forms
// (`:` of Shape:Stride, `<`/`>` of S<B,M,S>). A `_` starts a name, as
// in Python; the DSL's wildcard is None.
func DSL(src string) ([]Token, error) {
	var toks []Token
	i := 0
	if strings.HasPrefix(src, BOM) {
		i = len(BOM)
	}
	for i < len(src) {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			i++
			continue
		case c == '#':
			i = len(src)
			continue
		case c == '[':
			toks = append(toks, Token{Kind: LBrack, Pos: i, Text: "["})
			i++
			continue
		case c == ']':
			toks = append(toks, Token{Kind: RBrack, Pos: i, Text: "]"})
			i++
			continue
		case c == '!':
			// MLIR's type text, as Compiler Explorer shows the DSL's
			// values: !cute.layout<"(4,2):(1,4)"> is (4,2):(1,4).
			j, k, ok := mlirTypeText(src, i)
			if !ok {
				return nil, errorf(i, "unexpected '!' (MLIR's type text is read as !cute.layout<\"...\">, !cute.composed_layout<\"...\">, !cute.shape<\"...\">)")
			}
			text := src[j:k]
			tile := strings.HasPrefix(src[i:], "!cute.tile<")
			if tile { // [32:1;_]: MLIR's tile, a by-mode tiler; ; and _ are Python's , and None
				text = strings.ReplaceAll(text, ";", ",")
			}
			inner, err := DSL(text)
			if err != nil {
				e := err.(*Error)
				return nil, errorf(j+e.Pos, "%s", e.Msg)
			}
			for _, t := range inner[:len(inner)-1] {
				t.Pos += j
				if tile && t.Kind == Ident && t.Text == "_" {
					t.Text = "None"
				}
				toks = append(toks, t)
			}
			i = k + len(`">`)
			continue
		case c == '=' && i+1 < len(src) && src[i+1] == '=':
			return nil, errorf(i, "== compares; cutetui evaluates layouts, not conditions")
		case punctuation[c] != EOF:
			toks = append(toks, Token{Kind: punctuation[c], Pos: i, Text: src[i : i+1]})
			i++
			continue
		case IsDigit(c):
			j := i
			for j < len(src) && IsDigit(src[j]) {
				j++
			}
			if j < len(src) && (IsLetter(src[j]) || src[j] == '_') {
				return nil, errorf(j, "unexpected %q after integer %s", src[j], src[i:j])
			}
			toks = append(toks, Token{Kind: Int, Pos: i, Text: src[i:j]})
			i = j
			continue
		case c == '"' || c == '\'' || (c == 'f' || c == 'F') && i+1 < len(src) && (src[i+1] == '"' || src[i+1] == '\''):
			t, j, err := pyString(src, i)
			if err != nil {
				return nil, err
			}
			toks = append(toks, t)
			i = j
			continue
		case IsLetter(c) || c == '_':
			j := i
			for j < len(src) && (IsLetter(src[j]) || IsDigit(src[j]) || src[j] == '_') {
				j++
			}
			toks = append(toks, Token{Kind: Ident, Pos: i, Text: src[i:j]})
			i = j
			continue
		}
		r, _ := utf8.DecodeRuneInString(src[i:])
		if r == utf8.RuneError {
			return nil, errorf(i, "invalid byte 0x%02x", c)
		}
		return nil, errorf(i, "unexpected character %q", r)
	}
	return append(toks, Token{Kind: EOF, Pos: len(src), Text: ""}), nil
}

// mlirTypes are the MLIR types of the DSL whose text is CuTe's notation.
var mlirTypes = []string{"layout", "composed_layout", "shape", "stride", "int_tuple", "coord", "tile"}

// mlirTypeText finds `!cute.T<"text">` at src[i:]: text is src[j:k].
func mlirTypeText(src string, i int) (j, k int, ok bool) {
	for _, t := range mlirTypes {
		open := "!cute." + t + `<"`
		if strings.HasPrefix(src[i:], open) {
			j = i + len(open)
			end := strings.Index(src[j:], `">`)
			if end < 0 {
				return 0, 0, false
			}
			return j, j + end, true
		}
	}
	return 0, 0, false
}

// pyString reads the Python string literal at src[i:] ("...", '...', or
// an f-string f"..."): its token, whose Text is the characters with the
// escapes \\, \", \', \n and \t read, and the index after it.
func pyString(src string, i int) (Token, int, error) {
	t := Token{Kind: Str, Pos: i}
	j := i
	if src[j] == 'f' || src[j] == 'F' {
		t.Kind = FStr
		j++
	}
	q := src[j]
	var b strings.Builder
	for j++; j < len(src); j++ {
		c := src[j]
		switch {
		case c == q:
			t.Text = b.String()
			return t, j + 1, nil
		case c == '\\' && j+1 < len(src):
			j++
			switch e := src[j]; e {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case '\\', '"', '\'':
				b.WriteByte(e)
			default:
				b.WriteByte('\\')
				b.WriteByte(e)
			}
		default:
			b.WriteByte(c)
		}
	}
	return Token{}, 0, errorf(i, "unterminated string: close it with %c", q)
}
