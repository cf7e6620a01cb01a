// Package scan splits the statements of cutetui's language into tokens:
// Cpp the C++ spellings (and CuTe's printed forms), DSL the CuTe DSL's
// Python. Each token has its kind, its 0-based byte column and its text;
// an error says the column of the byte at fault.
package scan

import "fmt"

// Kind is the kind of a token.
type Kind int

const (
	EOF        Kind = iota
	Int             // 42 (digits only; a sign is the parser's business)
	Static          // _42 or _-3: CuTe's static-integer marker
	Underscore      // _
	Ident           // coalesce, A, Sw
	LParen          // (
	RParen          // )
	LAngle          // <
	RAngle          // >
	Comma           // ,
	Colon           // :
	Assign          // =
	Minus           // -
	Plus            // +
	Star            // *
	Slash           // /: shape_div
	Percent         // %: shape_mod
	Dot             // .: a member call x.f(args), f(x, args)
	At              // @: a ScaledBasis as printed, 1@0
	Ptr             // gmem_ptr[16b](0x40): a pointer as printed
	LBrack          // [: the DSL's lists and indexing
	RBrack          // ]
	Str             // "text" or 'text': a Python string (Text holds its characters)
	FStr            // f"a: {a}": a Python f-string (Text holds its characters)
)

var kindNames = [...]string{
	EOF:        "end of statement",
	Int:        "integer",
	Static:     "static integer",
	Underscore: "_",
	Ident:      "name",
	LParen:     "(",
	RParen:     ")",
	LAngle:     "<",
	RAngle:     ">",
	Comma:      ",",
	Colon:      ":",
	Assign:     "=",
	Minus:      "-",
	Plus:       "+",
	Star:       "*",
	Slash:      "/",
	Percent:    "%",
	Dot:        ".",
	At:         "@",
	Ptr:        "pointer",
	LBrack:     "[",
	RBrack:     "]",
	Str:        "string",
	FStr:       "f-string",
}

// String names the kind for error messages: "integer", "(".
func (k Kind) String() string { return kindNames[k] }

// Token is one lexeme of a statement; Pos is its 0-based byte column.
type Token struct {
	Kind Kind
	Pos  int
	Text string
}

// Describe names the token for error messages: `")"`, `name "foo"`.
func (t Token) Describe() string {
	switch t.Kind {
	case EOF:
		return "end of statement"
	case Ident:
		return "name " + quote(t.Text)
	case Int, Static:
		return "integer " + t.Text
	}
	return quote(t.Text)
}

func quote(s string) string { return "\"" + s + "\"" }

// Error is a statement that does not scan: Msg says why, Pos is the
// 0-based byte column at fault.
type Error struct {
	Pos int
	Msg string
}

func (e *Error) Error() string { return fmt.Sprintf("column %d: %s", e.Pos+1, e.Msg) }

func errorf(pos int, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}
