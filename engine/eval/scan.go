package eval

import (
	"strings"
	"unicode/utf8"
)

// bom is the byte order mark U+FEFF, skipped at the start of a statement
// (and so of a block's first line); its columns still count.
const bom = "\ufeff"

// scan splits a statement into tokens. A `#`
// starts a comment that runs to the end of the line. Whitespace (space, tab, CR, LF) separates tokens and
// is otherwise ignored. A `{}` after a C++ type or constant (`Int<8>{}`) is
// dropped: it is C++'s value-initialisation and adds nothing, and so is the
// namespace qualification `cute::` of a name (`cute::Int<8>{}`).
func scan(src string) ([]token, error) {
	var toks []token
	i := 0
	if strings.HasPrefix(src, bom) {
		i = len(bom) // a byte order mark before the statement, as an editor writes one
	}
	for i < len(src) {
		c := src[i]
		if k := punctuation[c]; k != tEOF { // ( ) < > , : = - + * / % .
			toks = append(toks, token{k, i, src[i : i+1]})
			i++
			continue
		}
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			i++
			continue
		case c == '#':
			i = len(src)
			continue
		case isDigit(c):
			j := i
			for j < len(src) && isDigit(src[j]) {
				j++
			}
			if j < len(src) && isLetter(src[j]) {
				return nil, errorf(j, "unexpected %q after integer %s", src[j], src[i:j])
			}
			toks = append(toks, token{tInt, i, src[i:j]})
			i = j
			continue
		case (c == '_' || isLetter(c)) && isPointerStart(src, i):
			j, _ := scanPointer(src, i) // gmem_ptr[16b](0x40), as printed
			toks = append(toks, token{tPtr, i, src[i:j]})
			i = j
			continue
		case c == '_':
			// `_`, or a static integer `_12` / `_-3`.
			j := i + 1
			if j < len(src) && src[j] == '-' && j+1 < len(src) && isDigit(src[j+1]) {
				j++
			}
			if j < len(src) && isDigit(src[j]) {
				for j < len(src) && isDigit(src[j]) {
					j++
				}
				if j < len(src) && isLetter(src[j]) {
					return nil, errorf(j, "unexpected %q after integer %s", src[j], src[i:j])
				}
				toks = append(toks, token{tStatic, i, src[i:j]})
				i = j
				continue
			}
			if j < len(src) && isLetter(src[j]) {
				return nil, errorf(i, "names cannot start with _ (a lone _ is the underscore, _N a static integer)")
			}
			toks = append(toks, token{tUnderscore, i, "_"})
			i++
			continue
		case isLetter(c):
			if cuteQualified(src, i) { // cute::make_layout is make_layout
				i += len("cute::")
				continue
			}
			j := i
			for j < len(src) && (isLetter(src[j]) || isDigit(src[j]) || src[j] == '_') {
				j++
			}
			toks = append(toks, token{tIdent, i, src[i:j]})
			i = j
			continue
		}
		if c == ';' && strings.TrimSpace(strings.SplitN(src[i+1:], "#", 2)[0]) == "" {
			break // a C++ statement's closing ; (one statement per line)
		}
		if c == '{' {
			// C++ value-initialisation: `Int<8>{}`, `_8{}`, `LayoutRight{}`.
			j := i + 1
			for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
				j++
			}
			if j >= len(src) || src[j] != '}' {
				return nil, errorf(i, "expected {} (C++ value-initialisation); braces hold nothing here")
			}
			if n := len(toks); n == 0 || (toks[n-1].kind != tRAngle && toks[n-1].kind != tIdent && toks[n-1].kind != tStatic) {
				return nil, errorf(i, "{} only follows a C++ type or constant, as in Int<8>{} or LayoutRight{}")
			}
			i = j + 1
			continue
		}
		r, _ := utf8.DecodeRuneInString(src[i:])
		if r == utf8.RuneError {
			return nil, errorf(i, "invalid byte 0x%02x", c)
		}
		return nil, errorf(i, "unexpected character %q", r)
	}
	toks = append(toks, token{tEOF, len(src), ""})
	return toks, nil
}

// cuteQualified reports whether src[i:] is `cute::` followed by a name or
// `_`, the C++ namespace qualification of a CuTe name.
func cuteQualified(src string, i int) bool {
	const q = "cute::"
	j := i + len(q)
	return len(src) > j && src[i:j] == q && (isLetter(src[j]) || src[j] == '_')
}

func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// punctuation is the token of each one-byte punctuation mark, tEOF for
// any other byte.
var punctuation = [256]tokKind{
	'(': tLParen, ')': tRParen, '<': tLAngle, '>': tRAngle, ',': tComma, ':': tColon, '=': tAssign,
	'-': tMinus, '+': tPlus, '*': tStar, '/': tSlash, '%': tPercent, '.': tDot, '@': tAt,
}
