package scan

import (
	"strings"
	"unicode/utf8"
)

// BOM is the byte order mark U+FEFF, skipped at the start of a statement
// (and so of a block's first line); its columns still count.
const BOM = "\ufeff"

// Cpp splits a statement in the C++ spellings into tokens, the last of
// kind EOF. A `#` starts a comment that runs to the end of the line.
// Whitespace (space, tab, CR, LF) separates tokens and is otherwise
// ignored. A `{}` after a C++ type or constant (`Int<8>{}`) is
// dropped: it is C++'s value-initialisation and adds nothing, and so is the
// namespace qualification `cute::` of a name (`cute::Int<8>{}`).
func Cpp(src string) ([]Token, error) {
	toks := make([]Token, 0, len(src)/3+2) // a token is about 3 bytes of a statement: mostly one allocation
	i := 0
	if strings.HasPrefix(src, BOM) {
		i = len(BOM) // a byte order mark before the statement, as an editor writes one
	}
	for i < len(src) {
		c := src[i]
		if k := punctuation[c]; k != EOF { // ( ) < > , : = - + * / % .
			toks = append(toks, Token{Kind: k, Pos: i, Text: src[i : i+1]})
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
		case IsDigit(c):
			j := i
			for j < len(src) && IsDigit(src[j]) {
				j++
			}
			if j < len(src) && IsLetter(src[j]) {
				return nil, errorf(j, "unexpected %q after integer %s", src[j], src[i:j])
			}
			toks = append(toks, Token{Kind: Int, Pos: i, Text: src[i:j]})
			i = j
			continue
		case (c == '_' || IsLetter(c)) && IsPointerStart(src, i):
			j, _ := scanPointer(src, i) // gmem_ptr[16b](0x40), as printed
			toks = append(toks, Token{Kind: Ptr, Pos: i, Text: src[i:j]})
			i = j
			continue
		case c == '_':
			// `_`, or a static integer `_12` / `_-3`.
			j := i + 1
			if j < len(src) && src[j] == '-' && j+1 < len(src) && IsDigit(src[j+1]) {
				j++
			}
			if j < len(src) && IsDigit(src[j]) {
				for j < len(src) && IsDigit(src[j]) {
					j++
				}
				if j < len(src) && IsLetter(src[j]) {
					return nil, errorf(j, "unexpected %q after integer %s", src[j], src[i:j])
				}
				toks = append(toks, Token{Kind: Static, Pos: i, Text: src[i:j]})
				i = j
				continue
			}
			if j < len(src) && IsLetter(src[j]) {
				return nil, errorf(i, "names cannot start with _ (a lone _ is the underscore, _N a static integer)")
			}
			toks = append(toks, Token{Kind: Underscore, Pos: i, Text: "_"})
			i++
			continue
		case IsLetter(c):
			if cuteQualified(src, i) { // cute::make_layout is make_layout
				i += len("cute::")
				continue
			}
			j := i
			for j < len(src) && (IsLetter(src[j]) || IsDigit(src[j]) || src[j] == '_') {
				j++
			}
			toks = append(toks, Token{Kind: Ident, Pos: i, Text: src[i:j]})
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
			if n := len(toks); n == 0 || (toks[n-1].Kind != RAngle && toks[n-1].Kind != Ident && toks[n-1].Kind != Static) {
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
	toks = append(toks, Token{Kind: EOF, Pos: len(src), Text: ""})
	return toks, nil
}

// cuteQualified reports whether src[i:] is `cute::` followed by a name or
// `_`, the C++ namespace qualification of a CuTe name.
func cuteQualified(src string, i int) bool {
	const q = "cute::"
	j := i + len(q)
	return len(src) > j && src[i:j] == q && (IsLetter(src[j]) || src[j] == '_')
}

// IsDigit reports whether c is an ASCII digit.
func IsDigit(c byte) bool { return '0' <= c && c <= '9' }

// IsLetter reports whether c is an ASCII letter.
func IsLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// punctuation is the token of each one-byte punctuation mark, EOF for
// any other byte.
var punctuation = [256]Kind{
	'(': LParen, ')': RParen, '<': LAngle, '>': RAngle, ',': Comma, ':': Colon, '=': Assign,
	'-': Minus, '+': Plus, '*': Star, '/': Slash, '%': Percent, '.': Dot, '@': At,
}

// scanPointer reports where the printed pointer starting at src[i] ends:
// [_]{gmem_,smem_,rmem_}ptr[DIGITSb](ADDR); ok is false for anything else.
func scanPointer(src string, i int) (end int, ok bool) {
	if strings.HasPrefix(src[i:], "tmem_[") {
		return scanTmemPointer(src, i)
	}
	j := i
	if j < len(src) && src[j] == '_' {
		j++
	}
	for _, sp := range []string{"gmem_", "smem_", "rmem_"} {
		if strings.HasPrefix(src[j:], sp) {
			j += len(sp)
			break
		}
	}
	if j == i+1 && src[i] == '_' {
		return 0, false // a lone _ before ptr is no pointer
	}
	if strings.HasPrefix(src[j:], "subptr[") {
		return scanSubptr(src, j+len("subptr["))
	}
	if !strings.HasPrefix(src[j:], "ptr[") {
		return 0, false
	}
	j += len("ptr[")
	k := j
	for k < len(src) && IsDigit(src[k]) {
		k++
	}
	if k == j || !strings.HasPrefix(src[k:], "b](") {
		return 0, false
	}
	k += len("b](")
	switch {
	case strings.HasPrefix(src[k:], "(nil))"):
		return k + len("(nil))"), true
	case strings.HasPrefix(src[k:], "unset)"):
		return k + len("unset)"), true
	case strings.HasPrefix(src[k:], "0x"):
		k += 2
		if strings.HasPrefix(src[k:], "…)") {
			return k + len("…)"), true
		}
		if strings.HasPrefix(src[k:], "...)") {
			return k + len("...)"), true
		}
		h := k
		for h < len(src) && (IsDigit(src[h]) || 'a' <= src[h] && src[h] <= 'f' || 'A' <= src[h] && src[h] <= 'F') {
			h++
		}
		if h > k && h < len(src) && src[h] == ')' {
			return h + 1, true
		}
	}
	return 0, false
}

// scanTmemPointer reports where the printed TMEM pointer starting at
// src[i] ends: tmem_[DIGITSb](0xLLLL.CCCC), the lane and the column in hex.
func scanTmemPointer(src string, i int) (end int, ok bool) {
	k := i + len("tmem_[")
	d := k
	for k < len(src) && IsDigit(src[k]) {
		k++
	}
	if k == d || !strings.HasPrefix(src[k:], "b](0x") {
		return 0, false
	}
	k += len("b](0x")
	const form = "hhhh.hhhh)"
	if len(src)-k < len(form) {
		return 0, false
	}
	for n := 0; n < len(form); n++ {
		c := src[k+n]
		if form[n] == 'h' && !isHex(c) || form[n] != 'h' && c != form[n] {
			return 0, false
		}
	}
	return k + len(form), true
}

func isHex(c byte) bool { return IsDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

// IsPointerStart reports whether a printed pointer starts at src[i].
func IsPointerStart(src string, i int) bool {
	_, ok := scanPointer(src, i)
	return ok
}
