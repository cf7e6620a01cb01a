package eval

import (
	"strings"
	"unicode/utf8"
)

// The CuTe DSL's statements are Python: they add brackets for lists and
// indexing to the tokens of the C++ spellings. Their kinds follow the
// language's own (tokKinds and on), so that a token of either scanner
// describes itself the same way.
const (
	tLBrack = tokKinds + iota // [
	tRBrack                   // ]
)

// scanDSL splits a statement in the DSL's Python spelling into tokens:
// integers, names (a dotted path such as cute.make_layout is the names
// and the dots between them), `#` comments, and the punctuation of
// calls, tuples, lists, keyword arguments and CuTe's printed forms
// (`:` of Shape:Stride, `<`/`>` of S<B,M,S>). A `_` starts a name, as
// in Python; the DSL's wildcard is None.
func scanDSL(src string) ([]token, error) {
	var toks []token
	i := 0
	if strings.HasPrefix(src, bom) {
		i = len(bom)
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
			toks = append(toks, token{tLBrack, i, "["})
			i++
			continue
		case c == ']':
			toks = append(toks, token{tRBrack, i, "]"})
			i++
			continue
		case c == '!':
			// MLIR's type text, as Compiler Explorer shows the DSL's
			// values: !cute.layout<"(4,2):(1,4)"> is (4,2):(1,4).
			j, k, ok := mlirTypeText(src, i)
			if !ok {
				return nil, errorf(i, "unexpected '!' (MLIR's type text is read as !cute.layout<\"...\">, !cute.composed_layout<\"...\">, !cute.shape<\"...\">)")
			}
			inner, err := scanDSL(src[j:k])
			if err != nil {
				e := err.(*Error)
				return nil, errorf(j+e.Pos, "%s", e.Msg)
			}
			for _, t := range inner[:len(inner)-1] {
				t.pos += j
				toks = append(toks, t)
			}
			i = k + len(`">`)
			continue
		case c == '=' && i+1 < len(src) && src[i+1] == '=':
			return nil, errorf(i, "== compares; cutetui evaluates layouts, not conditions")
		case punctuation[c] != tEOF:
			toks = append(toks, token{punctuation[c], i, src[i : i+1]})
			i++
			continue
		case isDigit(c):
			j := i
			for j < len(src) && isDigit(src[j]) {
				j++
			}
			if j < len(src) && (isLetter(src[j]) || src[j] == '_') {
				return nil, errorf(j, "unexpected %q after integer %s", src[j], src[i:j])
			}
			toks = append(toks, token{tInt, i, src[i:j]})
			i = j
			continue
		case isLetter(c) || c == '_':
			j := i
			for j < len(src) && (isLetter(src[j]) || isDigit(src[j]) || src[j] == '_') {
				j++
			}
			toks = append(toks, token{tIdent, i, src[i:j]})
			i = j
			continue
		}
		r, _ := utf8.DecodeRuneInString(src[i:])
		if r == utf8.RuneError {
			return nil, errorf(i, "invalid byte 0x%02x", c)
		}
		return nil, errorf(i, "unexpected character %q", r)
	}
	return append(toks, token{tEOF, len(src), ""}), nil
}

// looksDSL reports whether a statement is written in the DSL's Python
// spelling rather than C++'s: a name qualified by cute. or cutlass., None,
// a list or index bracket, a keyword argument, a trailing comma `(4,)`,
// unpacking `a, b = ...`, or the DSL's printed swizzle `S<B,M,S>`. A
// statement the DSL scanner refuses is left to the C++ reader.
func looksDSL(src string) bool {
	if !strings.ContainsAny(src, "[.N,S=!") {
		return false // none of the marks below: the commonest statements, without a scan
	}
	if strings.Contains(src, "!cute.") {
		return true // MLIR's type text of a DSL value
	}
	toks, err := scanDSL(src)
	if err != nil {
		return false
	}
	depth := 0
	for i, t := range toks {
		next := toks[min(i+1, len(toks)-1)]
		switch t.kind {
		case tLBrack:
			return true
		case tLParen:
			depth++
		case tRParen:
			depth--
		case tComma:
			if next.kind == tRParen || depth == 0 && i > 0 && toks[0].kind == tIdent && assignsLater(toks[i:]) {
				return true
			}
		case tIdent:
			switch {
			case t.text == "None":
				return true
			case (t.text == "cute" || t.text == "cutlass") && next.kind == tDot:
				return true
			case t.text == "S" && next.kind == tLAngle:
				return true
			case depth > 0 && next.kind == tAssign:
				return true
			case i > 0 && toks[i-1].kind == tDot && dslAttrs[t.text] != "" && next.kind != tLParen:
				return true // x.shape: an attribute, where C++ has a member function
			}
		}
	}
	return false
}

// assignsLater reports whether toks (from a top-level comma) hold names
// and commas up to an `=`: the targets of `a, b = ...`.
func assignsLater(toks []token) bool {
	for _, t := range toks {
		switch t.kind {
		case tComma, tIdent:
		case tAssign:
			return true
		default:
			return false
		}
	}
	return false
}

// mlirTypes are the MLIR types of the DSL whose text is CuTe's notation.
var mlirTypes = []string{"layout", "composed_layout", "shape", "stride", "int_tuple", "coord"}

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
