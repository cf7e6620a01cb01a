// Package speed times the engine on a fixed mix of operations beside
// pycute, CUTLASS's Python reference of the layout algebra, run back to
// back on the same machine (speed_test.go). The figures are recorded in
// docs/engine.md.
package speed

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine"
	"github.com/cutetui/cutetui/engine/eval"
)

// Call is one line of the mix: an operation and its operands, parsed once.
type Call struct {
	Line  string // as written: op | A | B
	Op    string
	A     engine.Layout
	B     engine.Layout // a layout operand
	N     int           // an integer operand (complement's cotarget)
	Tiler engine.ByMode // a by-mode tiler operand
	kind  byte          // 0: none, 'L' layout, 'N' integer, 'T' tiler
	// tilerB is B or Tiler as the engine's Tiler, made once, as pycute's
	// arguments are (a Layout made a Tiler allocates each time).
	tilerB engine.Tiler
}

// Load reads a mix file (see testdata/mix.txt).
func Load(path string) ([]Call, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var calls []Call
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		c, err := parseCall(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		calls = append(calls, c)
	}
	return calls, sc.Err()
}

func parseCall(line string) (Call, error) {
	f := strings.Split(line, "|")
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	c := Call{Line: line, Op: f[0]}
	if len(f) < 2 || len(f) > 3 {
		return c, fmt.Errorf("want op | A [| B]")
	}
	var err error
	if c.A, err = eval.ParseLayout(f[1]); err != nil {
		return c, err
	}
	if len(f) == 3 {
		b := f[2]
		switch {
		case strings.HasPrefix(b, "<"):
			for _, m := range splitTop(b[1 : len(b)-1]) {
				l, err := eval.ParseLayout(m)
				if err != nil {
					return c, err
				}
				c.Tiler = append(c.Tiler, l)
			}
			c.kind = 'T'
		case !strings.Contains(b, ":"):
			if c.N, err = strconv.Atoi(b); err != nil {
				return c, err
			}
			c.kind = 'N'
		default:
			if c.B, err = eval.ParseLayout(b); err != nil {
				return c, err
			}
			c.kind = 'L'
		}
	}
	switch c.kind {
	case 'T':
		c.tilerB = c.Tiler
	case 'L':
		c.tilerB = c.B
	case 'N':
		c.tilerB = engine.Int(c.N)
	}
	if _, err := c.Run(); err != nil {
		return c, err
	}
	return c, nil
}

// splitTop splits s at commas outside brackets.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(', '<':
			depth++
		case ')', '>':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// tiler is B as the engine's Tiler.
func (c *Call) tiler() engine.Tiler { return c.tilerB }

// Run performs the call with the engine and returns the result as the
// engine prints it.
func (c *Call) Run() (string, error) {
	r, err := c.Do()
	if err != nil {
		return "", err
	}
	return r.String(), nil
}

// Do performs the call with the engine.
func (c *Call) Do() (r engine.Layout, err error) {
	switch c.Op {
	case "coalesce":
		r = engine.Coalesce(c.A)
	case "composition":
		r, err = engine.Composition(c.A, c.tiler())
	case "complement":
		r, err = engine.Complement(c.A, engine.Int(c.N))
	case "logical_divide":
		r, err = engine.LogicalDivide(c.A, c.tiler())
	case "zipped_divide":
		r, err = engine.ZippedDivide(c.A, c.tiler())
	case "logical_product":
		r, err = engine.LogicalProduct(c.A, c.tiler())
	case "zipped_product":
		r, err = engine.ZippedProduct(c.A, c.tiler())
	case "tiled_divide":
		r, err = engine.TiledDivide(c.A, c.tiler())
	case "right_inverse":
		r = engine.RightInverse(c.A)
	case "left_inverse":
		r, err = engine.LeftInverse(c.A)
	default:
		err = fmt.Errorf("unknown operation %q", c.Op)
	}
	return r, err
}

// Statement is the call as a statement of the eval language.
func (c *Call) Statement() string {
	f := strings.Split(c.Line, "|")
	args := make([]string, 0, 2)
	for _, a := range f[1:] {
		args = append(args, strings.TrimSpace(a))
	}
	return c.Op + "(" + strings.Join(args, ", ") + ")"
}
