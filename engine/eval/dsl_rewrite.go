package eval

import (
	"sort"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine/eval/parse"
	"github.com/cutetui/cutetui/engine/eval/value"
)

// ToDSL rewrites one C++ statement as the CuTe DSL spells it, the inverse
// of the DSL front end's mapping (parse.DSLTable): `make_layout((4,8),(8,1))` is
// `cute.make_layout((4, 8), stride=(8, 1))`, `slice(c, L)` is
// `cute.slice_(L, c)`, `size<0>(L)` is `cute.size(L, mode=[0])`. A blank
// line, a comment and a statement already in the DSL's notation come back
// as they are. A statement with no DSL spelling (a C++-only function, a
// type written as a template argument) gives an error that says which
// part has none; the lessons' panes then show the C++ statement.
//
// vars are the names the statements before it assigned (a name called on
// a coordinate, `L(3)`, is a variable's call); ToDSL adds the name this
// statement assigns.
func ToDSL(line string, vars map[string]bool) (string, error) {
	if isBlank(line) || parse.LooksDSL(line) {
		if vars != nil {
			dslAssigned(line, vars) // L = cute.make_layout(...): L(9) below calls it
		}
		return line, nil
	}
	n, err := Parse(line)
	if err != nil {
		return "", err
	}
	if n == nil {
		return line, nil // an empty statement (`;`)
	}
	var b strings.Builder
	w := dslWriter{b: &b, vars: vars}
	if err := w.node(n); err != nil {
		return "", err
	}
	if a, ok := n.(*Assign); ok && vars != nil {
		vars[a.Name] = true
	}
	return b.String(), nil
}

// DSLBlock rewrites each statement of src (one a line) with ToDSL. A
// statement with no DSL spelling stays in C++'s, after a comment line
// saying why, so a pane shows both and still evaluates every statement.
func DSLBlock(src string) string {
	vars := map[string]bool{}
	lines := strings.Split(src, "\n")
	out := make([]string, 0, len(lines))
	for _, line := range lines {
		d, err := ToDSL(line, vars)
		if _, perr := Parse(line); perr != nil {
			d, err = line, nil // not a C++ statement: its own error shows
		}
		if err != nil {
			out = append(out, "# C++ only: "+err.Error())
			if a, ok := parsedAssign(line); ok {
				vars[a] = true
			}
			d = line
		}
		out = append(out, d)
	}
	return strings.Join(out, "\n")
}

// parsedAssign is the name line assigns, if it parses as an assignment.
func parsedAssign(line string) (string, bool) {
	n, err := Parse(line)
	if a, ok := n.(*Assign); ok && err == nil {
		return a.Name, true
	}
	return "", false
}

// dslWriter writes C++ nodes in the DSL's spelling.
type dslWriter struct {
	b    *strings.Builder
	vars map[string]bool
}

// dslSpellings are the DSL functions by the C++ function each calls, for
// those whose C++ call is one call with the DSL's parameters reordered
// (parse.DSLFunc.Order) or moved to template arguments (parse.DSLFunc.Mode).
var dslSpellings = func() map[string]*parse.DSLFunc {
	m := map[string]*parse.DSLFunc{}
	for _, table := range parse.DSLTables {
		for i := range table {
			f := &table[i]
			if f.Custom != nil || f.Cpp == "" {
				continue
			}
			if _, dup := m[f.Cpp]; !dup {
				m[f.Cpp] = f
			}
		}
	}
	return m
}()

// dslTypeNames are the C++ element types by name and the DSL's name of each.
var dslTypeNames = func() map[string]string {
	m := make(map[string]string, len(value.DSLTypes))
	for dsl, cpp := range value.DSLTypes {
		if old, ok := m[cpp]; !ok || dsl < old {
			m[cpp] = dsl
		}
	}
	return m
}()

// noDSL is the error of a statement part with no DSL spelling.
func noDSL(n Node, what string) error {
	return errorf(n.Pos(), "no DSL spelling for %s", what)
}

func (w dslWriter) node(n Node) error {
	b := w.b
	switch n := n.(type) {
	case *Assign:
		b.WriteString(n.Name)
		b.WriteString(" = ")
		return w.node(n.Expr)
	case *IntLit:
		b.WriteString(strconv.Itoa(n.Val))
	case *UnderscoreLit:
		b.WriteString("None")
	case *TupleLit:
		return w.writeDSLTuple(n.Elems)
	case *LayoutLit:
		b.WriteString("cute.make_layout(")
		if err := w.node(n.Shape); err != nil {
			return err
		}
		b.WriteString(", stride=")
		if err := w.node(n.Stride); err != nil {
			return err
		}
		b.WriteByte(')')
	case *SwizzleLit:
		b.WriteString("cute.make_swizzle(")
		b.WriteString(strconv.Itoa(n.B.Val) + ", " + strconv.Itoa(n.M.Val) + ", " + strconv.Itoa(n.S.Val) + ")")
	case *Ident:
		if t, ok := dslTypeNames[n.Name]; ok {
			b.WriteString("cutlass." + t)
			return nil
		}
		b.WriteString(n.Name)
	case *Binary:
		if n.Op == '/' || n.Op == '%' {
			return noDSL(n, "CuTe's shape arithmetic `"+string(n.Op)+"`: use cute.shape_div")
		}
		if err := w.node(n.X); err != nil {
			return err
		}
		b.WriteString(" " + string(n.Op) + " ")
		return w.node(n.Y)
	case *Call:
		return w.writeDSLCall(n)
	case *Compose:
		return w.writeDSLCompose(n)
	case *TypeLit:
		return w.writeDSLOp(n)
	default:
		return noDSL(n, "`"+n.String()+"`")
	}
	return nil
}

// writeDSLTuple writes a Python tuple: `(4,)` for rank 1.
func (w dslWriter) writeDSLTuple(elems []Node) error {
	b := w.b
	b.WriteByte('(')
	for i, e := range elems {
		if i > 0 {
			b.WriteString(", ")
		}
		if err := w.node(e); err != nil {
			return err
		}
	}
	if len(elems) == 1 {
		b.WriteByte(',')
	}
	b.WriteByte(')')
	return nil
}

func (w dslWriter) writeDSLArgs(args []Node) error {
	b := w.b
	for i, a := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		if err := w.node(a); err != nil {
			return err
		}
	}
	return nil
}

// writeDSLCall writes a C++ call as the DSL's.
func (w dslWriter) writeDSLCall(c *Call) error {
	b := w.b
	id, ok := c.Fun.(*Ident)
	if ok && !c.Member && !w.vars[id.Name] {
		switch id.Name {
		case "make_gmem_ptr", "make_smem_ptr", "make_rmem_ptr":
			return w.writeDSLPtr(c, id.Name)
		}
	}
	if !ok || c.Member || c.Types > 0 {
		return noDSL(c, "`"+c.String()+"`")
	}
	if w.vars[id.Name] {
		// A variable called on a coordinate: Python calls it the same way.
		if c.HasT {
			return noDSL(c, "`"+c.String()+"`")
		}
		b.WriteString(id.Name + "(")
		if err := w.writeDSLArgs(c.Args); err != nil {
			return err
		}
		b.WriteByte(')')
		return nil
	}
	if _, ok := builtins[id.Name]; !ok {
		return noDSL(c, id.Name+"()")
	}
	switch id.Name {
	case "stride", "layout":
		// The DSL has these as attributes: L.stride, T.layout.
		if len(c.Args) == 1 && !c.HasT {
			if v, ok := c.Args[0].(*Ident); ok {
				b.WriteString(v.Name + "." + id.Name)
				return nil
			}
		}
	case "make_layout":
		return w.writeDSLMakeLayout(c)
	case "make_tiled_mma":
		return w.writeDSLTiledMMA(c)
	case "group_modes":
		if len(c.TArgs) != 2 || len(c.Args) != 1 {
			return noDSL(c, "`"+c.String()+"`")
		}
		b.WriteString("cute.group_modes(")
		if err := w.node(c.Args[0]); err != nil {
			return err
		}
		b.WriteString(", " + strconv.Itoa(c.TArgs[0].Val) + ", " + strconv.Itoa(c.TArgs[1].Val) + ")")
		return nil
	}
	if id.Name == "tile_to_shape" && len(c.Args) == 2 && !c.HasT {
		// C++'s default order is GenColMajor: the DSL's order=(0, 1, ...).
		if t, ok := c.Args[1].(*TupleLit); ok {
			order := make([]Node, len(t.Elems))
			for i := range order {
				order[i] = &IntLit{At: t.At, Val: i}
			}
			c = &Call{Fun: c.Fun, LParen: c.LParen, RParen: c.RParen, Args: []Node{c.Args[0], c.Args[1], &TupleLit{At: t.At, Elems: order}}}
		}
	}
	f, ok := dslSpellings[id.Name]
	if !ok || len(c.Args) > len(f.Order) || (c.HasT && f.Mode == "") {
		return noDSL(c, id.Name+"()")
	}
	// DSL parameter j takes the C++ argument i where f.Order[i] == j.
	byParam := map[int]Node{}
	for i, a := range c.Args {
		byParam[f.Order[i]] = a
	}
	b.WriteString("cute." + strings.SplitN(f.Sig, "(", 2)[0] + "(")
	keyword := false
	first := true
	sep := func() {
		if !first {
			b.WriteString(", ")
		}
		first = false
	}
	for j, p := range f.Params {
		if p.Name == f.Mode {
			keyword = true
			continue
		}
		a, ok := byParam[j]
		if !ok && !p.Optional {
			return noDSL(c, id.Name+"() without its argument "+p.Name+" (the DSL requires it)")
		}
		if !ok {
			keyword = true
			continue
		}
		sep()
		if keyword || p.KwOnly {
			b.WriteString(p.Name + "=")
		}
		if err := w.node(a); err != nil {
			return err
		}
	}
	if f.Mode != "" && c.HasT {
		sep()
		b.WriteString(f.Mode + "=")
		writeDSLMode(b, f, c.TArgs)
	}
	b.WriteByte(')')
	return nil
}

// writeDSLMode writes template arguments as the DSL's mode argument:
// a list, `mode=[0, 1]`, or one int where the DSL takes one (shape's
// mode, append's up_to_rank).
func writeDSLMode(b *strings.Builder, f *parse.DSLFunc, ts []*IntLit) {
	single := false
	for _, p := range f.Params {
		if p.Name == f.Mode {
			single = strings.Contains(f.Sig, p.Name+"=None")
		}
	}
	if single && len(ts) == 1 {
		b.WriteString(strconv.Itoa(ts[0].Val))
		return
	}
	b.WriteByte('[')
	for i, t := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(t.Val))
	}
	b.WriteByte(']')
}

// writeDSLMakeLayout writes make_layout(shape[, stride]) as
// cute.make_layout(shape, stride=...). C++'s make_layout(L0, L1) of
// layouts is the DSL's make_layout((L0, L1)); from the statement alone a
// variable may be either, so only written-out shapes are rewritten.
func (w dslWriter) writeDSLMakeLayout(c *Call) error {
	b := w.b
	if c.HasT || len(c.Args) == 0 || len(c.Args) > 2 {
		return noDSL(c, "`"+c.String()+"`")
	}
	for _, a := range c.Args {
		if !isShapeText(a) {
			return noDSL(a, "make_layout of `"+a.String()+"` (a shape and a stride written out have one)")
		}
	}
	b.WriteString("cute.make_layout(")
	if err := w.node(c.Args[0]); err != nil {
		return err
	}
	if len(c.Args) == 2 {
		b.WriteString(", stride=")
		if err := w.node(c.Args[1]); err != nil {
			return err
		}
	}
	b.WriteByte(')')
	return nil
}

// isShapeText reports whether n is an integer tuple written out.
func isShapeText(n Node) bool {
	switch n := n.(type) {
	case *IntLit:
		return true
	case *TupleLit:
		for _, e := range n.Elems {
			if !isShapeText(e) {
				return false
			}
		}
		return true
	}
	return false
}

// DSLSpelledFunctions lists the C++ functions ToDSL rewrites, sorted.
func DSLSpelledFunctions() []string {
	out := make([]string, 0, len(dslSpellings)+2)
	for k := range dslSpellings {
		out = append(out, k)
	}
	out = append(out, "make_layout", "group_modes")
	sort.Strings(out)
	return out
}

// writeDSLPtr writes make_gmem_ptr<T>(addr) (or make_gmem_ptr(T{}, addr))
// as cute.make_ptr(cutlass.T, addr, cute.AddressSpace.gmem).
func (w dslWriter) writeDSLPtr(c *Call, name string) error {
	if len(c.Args) != 2 || c.HasT && c.Types != 1 {
		return noDSL(c, "`"+c.String()+"`")
	}
	var tname string
	switch t := c.Args[0].(type) {
	case *TypeLit:
		if len(t.Args) == 0 {
			tname = t.Name
		}
	case *Ident:
		tname = t.Name
	}
	dt, ok := dslTypeNames[tname]
	if !ok {
		return noDSL(c.Args[0], "the element type `"+c.Args[0].String()+"`")
	}
	b := w.b
	b.WriteString("cute.make_ptr(cutlass." + dt + ", ")
	if err := w.node(c.Args[1]); err != nil {
		return err
	}
	b.WriteString(", cute.AddressSpace." + strings.TrimSuffix(strings.TrimPrefix(name, "make_"), "_ptr") + ")")
	return nil
}

// writeDSLCompose writes C++'s `A o B` as cute.composition(A, B), and a
// composed layout as CuTe prints it, `Sw<B,M,S> o offset o L`, as
// cute.make_composed_layout(cute.make_swizzle(B, M, S), offset, L).
func (w dslWriter) writeDSLCompose(n *Compose) error {
	b := w.b
	if len(n.Ops) == 3 {
		if _, ok := n.Ops[0].(*SwizzleLit); ok {
			if _, ok := n.Ops[1].(*IntLit); ok {
				b.WriteString("cute.make_composed_layout(")
				if err := w.writeDSLArgs(n.Ops); err != nil {
					return err
				}
				b.WriteByte(')')
				return nil
			}
		}
	}
	if len(n.Ops) != 2 {
		return noDSL(n, "`"+n.String()+"`")
	}
	b.WriteString("cute.composition(")
	if err := w.writeDSLArgs(n.Ops); err != nil {
		return err
	}
	b.WriteByte(')')
	return nil
}

// dslAssigned marks in vars the names a DSL statement assigns.
func dslAssigned(line string, vars map[string]bool) {
	switch n, _ := parse.ParseDSL(line); n := n.(type) {
	case *Assign:
		vars[n.Name] = true
	case *parse.DSLUnpack:
		for _, id := range n.Names {
			vars[id.Name] = true
		}
	}
}
