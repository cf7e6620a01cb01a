package parse

import (
	"strings"

	"github.com/cutetui/cutetui/engine/eval/scan"
)

// LooksDSL reports whether a statement is written in the DSL's Python
// spelling rather than C++'s: a name qualified by cute. or cutlass., None,
// a list or index bracket (not a C++ pointer's printed gmem_ptr[16b]), a
// keyword argument, a trailing comma `(4,)`, unpacking `a, b = ...`, an
// attribute x.shape, the DSL's printed swizzle `S<B,M,S>`, tensor
// `tensor<(0,0) o …>` or pointer `ptr<f16, gmem>`, or MLIR's type
// text `!cute.layout<"…">`. It walks the bytes once and allocates
// nothing: every C++ statement passes through it.
func LooksDSL(src string) bool {
	if strings.ContainsAny(src, "\"'") {
		return true // a Python string: C++'s spellings here have none
	}
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
			if !(i >= 3 && (src[i-3:i] == "ptr" || src[i-3:i] == "em_")) {
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
		case scan.IsLetter(c) || c == '_':
			j := i
			for j < len(src) && (scan.IsLetter(src[j]) || scan.IsDigit(src[j]) || src[j] == '_') {
				j++
			}
			word := src[i:j]
			n, k := nextByte(src, j)
			switch {
			case word == "None":
				return true
			case (word == "cute" || word == "cutlass") && n == '.':
				return true
			case (word == "S" || word == "tensor" || word == "ptr") && n == '<':
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
		case c == ',' || c == ' ' || c == '\t' || scan.IsLetter(c) || scan.IsDigit(c) || c == '_':
		default:
			return false
		}
	}
	return false
}
