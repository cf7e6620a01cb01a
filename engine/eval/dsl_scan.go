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
// a list or index bracket (not a C++ pointer's printed gmem_ptr[16b]), a
// keyword argument, a trailing comma `(4,)`, unpacking `a, b = ...`, an
// attribute x.shape, the DSL's printed swizzle `S<B,M,S>` or coordinate
// tensor `tensor<(0,0) o …>`, or MLIR's type
// text `!cute.layout<"…">`. It walks the bytes once and allocates
// nothing: every C++ statement passes through it.
func looksDSL(src string) bool {
	if !strings.ContainsAny(src, "[.N,S=!<") {
		return false // none of the marks below: the commonest statements, at once
	}
	if strings.Contains(src, "!cute.") {
		return true
	}
	depth := 0
	prev := byte(0) // the last byte before i that is not a space
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '#':
			return false
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			i++
			continue
		case c == '[':
			if !(i >= 3 && src[i-3:i] == "ptr") {
				return true
			}
		case c == '(':
			depth++
		case c == ')':
			depth--
		case c == ',':
			n, _ := nextByte(src, i+1)
			if n == ')' || depth == 0 && targetsFollow(src, i+1) {
				return true
			}
		case isLetter(c) || c == '_':
			j := i
			for j < len(src) && (isLetter(src[j]) || isDigit(src[j]) || src[j] == '_') {
				j++
			}
			word := src[i:j]
			n, k := nextByte(src, j)
			switch {
			case word == "None":
				return true
			case (word == "cute" || word == "cutlass") && n == '.':
				return true
			case (word == "S" || word == "tensor") && n == '<':
				return true
			case depth > 0 && n == '=' && !(k+1 < len(src) && src[k+1] == '='):
				return true
			case prev == '.' && dslAttrs[word] != "" && n != '(':
				return true
			}
			prev, i = src[j-1], j
			continue
		}
		prev = c
		i++
	}
	return false
}

// nextByte is the first byte of src from i on that is not a space, and
// its index (0 and len(src) past the end).
func nextByte(src string, i int) (byte, int) {
	for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	if i < len(src) {
		return src[i], i
	}
	return 0, i
}

// targetsFollow reports whether src[i:], after a comma at the top level,
// holds names and commas up to an `=`: the targets of `a, b = ...`.
func targetsFollow(src string, i int) bool {
	for ; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '=':
			return i+1 >= len(src) || src[i+1] != '='
		case c == ',' || c == ' ' || c == '\t' || isLetter(c) || isDigit(c) || c == '_':
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
