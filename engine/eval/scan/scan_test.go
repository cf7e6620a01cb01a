package scan

import (
	"strconv"
	"strings"
	"testing"
)

// kinds lists the tokens of toks as "Kind:text" (EOF as "EOF@column").
func kinds(toks []Token) string {
	var b strings.Builder
	for _, t := range toks {
		if t.Kind == EOF {
			b.WriteString("EOF@" + strconv.Itoa(t.Pos))
			continue
		}
		b.WriteString(t.Kind.String() + ":" + t.Text + " ")
	}
	return b.String()
}

// TestCpp: the C++ spellings' tokens: a static integer, cute:: dropped,
// the {} of value-initialisation dropped, a printed pointer whole, a
// comment to the end; each token at its byte column.
func TestCpp(t *testing.T) {
	toks, err := Cpp("cute::make_layout(_4{}, gmem_ptr[16b](0x40)) # note")
	if err != nil {
		t.Fatal(err)
	}
	want := `name:make_layout (:( static integer:_4 ,:, pointer:gmem_ptr[16b](0x40) ):) EOF@51`
	if got := kinds(toks); got != want {
		t.Errorf("tokens %s\nwant   %s", got, want)
	}
	if toks[0].Pos != 6 || toks[2].Pos != 18 || toks[4].Pos != 24 {
		t.Errorf("columns %d %d %d, want 6 18 24", toks[0].Pos, toks[2].Pos, toks[4].Pos)
	}
	if d := toks[0].Describe(); d != `name "make_layout"` {
		t.Errorf("Describe %s", d)
	}
}

// TestDSL: the DSL's brackets and dotted names; MLIR's type text read as
// the notation inside it, at its columns.
func TestDSL(t *testing.T) {
	toks, err := DSL(`cute.slice_(x, [None, 0])`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := kinds(toks), `name:cute .:. name:slice_ (:( name:x ,:, [:[ name:None ,:, integer:0 ]:] ):) EOF@25`; got != want {
		t.Errorf("tokens %s\nwant   %s", got, want)
	}
	toks, err = DSL(`!cute.layout<"(4,2):(1,4)">`)
	if err != nil {
		t.Fatal(err)
	}
	if toks[0].Kind != LParen || toks[0].Pos != 14 {
		t.Errorf("MLIR text: first token %+v, want ( at 14", toks[0])
	}
}

// TestErrors: what does not scan, at the byte at fault.
func TestErrors(t *testing.T) {
	for _, c := range []struct {
		src string
		pos int
		msg string
		dsl bool
	}{
		{"8x", 1, `unexpected 'x' after integer 8`, false},
		{"_abc", 0, "names cannot start with _", false},
		{"L{1}", 1, "expected {} (C++ value-initialisation)", false},
		{"3 $ 4", 2, "unexpected character '$'", false},
		{"!cute.nothing", 0, "unexpected '!'", true},
	} {
		var err error
		if c.dsl {
			_, err = DSL(c.src)
		} else {
			_, err = Cpp(c.src)
		}
		e, ok := err.(*Error)
		if !ok || e.Pos != c.pos || !strings.Contains(e.Msg, c.msg) {
			t.Errorf("%q: %v, want column %d: %s", c.src, err, c.pos+1, c.msg)
		}
	}
}
