package eval

// tokKind is the kind of a token.
type tokKind int

const (
	tEOF        tokKind = iota
	tInt                // 42 (digits only; a sign is the parser's business)
	tStatic             // _42 or _-3: CuTe's static-integer marker
	tUnderscore         // _
	tIdent              // coalesce, A, Sw
	tLParen             // (
	tRParen             // )
	tLAngle             // <
	tRAngle             // >
	tComma              // ,
	tColon              // :
	tAssign             // =
	tMinus              // -
	tPlus               // +
	tStar               // *
	tSlash              // /: shape_div
	tPercent            // %: shape_mod
	tDot                // .: a member call x.f(args), f(x, args)
	tAt                 // @: a ScaledBasis as printed, 1@0
	tPtr                // gmem_ptr[16b](0x40): a pointer as printed (readback.go)

	tokKinds = iota // the number of kinds
)

var tokNames = [...]string{
	tEOF:        "end of statement",
	tInt:        "integer",
	tStatic:     "static integer",
	tUnderscore: "_",
	tIdent:      "name",
	tLParen:     "(",
	tRParen:     ")",
	tLAngle:     "<",
	tRAngle:     ">",
	tComma:      ",",
	tColon:      ":",
	tAssign:     "=",
	tMinus:      "-",
	tPlus:       "+",
	tStar:       "*",
	tSlash:      "/",
	tPercent:    "%",
	tDot:        ".",
	tAt:         "@",
	tPtr:        "pointer",
}

// token is one lexeme of a statement; pos is its 0-based byte column.
type token struct {
	kind tokKind
	pos  int
	text string
}

// describe names the token for error messages: `")"`, `name "foo"`.
func (t token) describe() string {
	switch t.kind {
	case tEOF:
		return "end of statement"
	case tIdent:
		return "name " + quote(t.text)
	case tInt, tStatic:
		return "integer " + t.text
	}
	return quote(t.text)
}

func quote(s string) string { return "\"" + s + "\"" }
