package keymap

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryKeyIsInTheKeyMap: no view names a key itself. A key written
// in a view (key.WithKeys("x"), a tea.KeyMsg's String() compared with "x"
// or switched on, its Type compared with tea.KeyEnter) is a key that the
// settings file cannot remap and `cutetui help keys` does not list; every
// key is a binding of KeyMap, and views match it with key.Matches or
// Active. Tests may press keys by name; this reads the views' own code.
func TestEveryKeyIsInTheKeyMap(t *testing.T) {
	fset := token.NewFileSet()
	var found []string
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "keymap" {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, pos := range namedKeys(f) {
			found = append(found, fset.Position(pos).String())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, at := range found {
		t.Errorf("%s: a key named outside views/keymap", at)
	}
}

// namedKeys returns where f names a key itself.
func namedKeys(f *ast.File) []token.Pos {
	keyMsgs := map[string]bool{} // identifiers holding a tea.KeyMsg
	keyText := map[string]bool{} // identifiers holding a KeyMsg's String()
	isKeyMsgType := func(e ast.Expr) bool {
		s, ok := e.(*ast.SelectorExpr)
		return ok && s.Sel.Name == "KeyMsg"
	}
	// A KeyMsg comes as a parameter, a type assertion or a type switch.
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Field:
			if isKeyMsgType(n.Type) {
				for _, name := range n.Names {
					keyMsgs[name.Name] = true
				}
			}
		case *ast.AssignStmt:
			for i, rhs := range n.Rhs {
				if ta, ok := rhs.(*ast.TypeAssertExpr); ok && isKeyMsgType(ta.Type) && i < len(n.Lhs) {
					if id, ok := n.Lhs[i].(*ast.Ident); ok {
						keyMsgs[id.Name] = true
					}
				}
			}
		case *ast.TypeSwitchStmt:
			as, ok := n.Assign.(*ast.AssignStmt)
			if !ok {
				return true
			}
			for _, c := range n.Body.List {
				for _, t := range c.(*ast.CaseClause).List {
					if isKeyMsgType(t) {
						keyMsgs[as.Lhs[0].(*ast.Ident).Name] = true
					}
				}
			}
		}
		return true
	})
	isKeyString := func(e ast.Expr) bool {
		switch e := e.(type) {
		case *ast.Ident:
			return keyText[e.Name]
		case *ast.CallExpr:
			s, ok := e.Fun.(*ast.SelectorExpr)
			if !ok || s.Sel.Name != "String" {
				return false
			}
			x, ok := s.X.(*ast.Ident)
			return ok && keyMsgs[x.Name]
		}
		return false
	}
	isKeyType := func(e ast.Expr) bool { // km.Type
		s, ok := e.(*ast.SelectorExpr)
		if !ok || s.Sel.Name != "Type" {
			return false
		}
		x, ok := s.X.(*ast.Ident)
		return ok && keyMsgs[x.Name]
	}
	isLiteralKey := func(e ast.Expr) bool { // "x" or tea.KeyEnter
		if b, ok := e.(*ast.BasicLit); ok {
			return b.Kind == token.STRING
		}
		s, ok := e.(*ast.SelectorExpr)
		return ok && strings.HasPrefix(s.Sel.Name, "Key") && s.Sel.Name != "KeyRunes"
	}
	// The identifiers that hold a key's text: s := km.String().
	ast.Inspect(f, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for i, rhs := range as.Rhs {
				if isKeyString(rhs) && i < len(as.Lhs) {
					if id, ok := as.Lhs[i].(*ast.Ident); ok {
						keyText[id.Name] = true
					}
				}
			}
		}
		return true
	})
	wrappers := keyWrappers(f)
	var at []token.Pos
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr: // key.WithKeys("x"), or through a helper k("x")
			w, ok := keyParam{}, false
			if s, isSel := n.Fun.(*ast.SelectorExpr); isSel && s.Sel.Name == "WithKeys" {
				w, ok = keyParam{0, true}, true
			} else if id, isID := n.Fun.(*ast.Ident); isID {
				w, ok = wrappers[id.Name]
			}
			for i, a := range n.Args {
				if ok && (i == w.index || w.variadic && i > w.index) && hasString(a) {
					at = append(at, a.Pos())
				}
			}
		case *ast.BinaryExpr:
			if n.Op != token.EQL && n.Op != token.NEQ {
				return true
			}
			for _, p := range [][2]ast.Expr{{n.X, n.Y}, {n.Y, n.X}} {
				if (isKeyString(p[0]) || isKeyType(p[0])) && isLiteralKey(p[1]) {
					at = append(at, n.Pos())
				}
			}
		case *ast.SwitchStmt:
			if n.Tag == nil || !(isKeyString(n.Tag) || isKeyType(n.Tag)) {
				return true
			}
			for _, c := range n.Body.List {
				for _, e := range c.(*ast.CaseClause).List {
					if isLiteralKey(e) {
						at = append(at, e.Pos())
					}
				}
			}
		}
		return true
	})
	return at
}

// keyParam is the parameter of a helper that holds keys: its index, and
// whether it is variadic (the arguments from there on are keys).
type keyParam struct {
	index    int
	variadic bool
}

// keyWrappers finds the helpers that hand a parameter to key.WithKeys
// (k := func(h1, h2 string, keys ...string) key.Binding {...}), by name.
func keyWrappers(f *ast.File) map[string]keyParam {
	out := map[string]keyParam{}
	check := func(name string, ft *ast.FuncType, body *ast.BlockStmt) {
		if body == nil {
			return
		}
		index := map[string]keyParam{}
		i := 0
		for _, p := range ft.Params.List {
			_, variadic := p.Type.(*ast.Ellipsis)
			for _, n := range p.Names {
				index[n.Name] = keyParam{i, variadic}
				i++
			}
		}
		ast.Inspect(body, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if s, ok := c.Fun.(*ast.SelectorExpr); ok && s.Sel.Name == "WithKeys" {
				for _, a := range c.Args {
					if id, ok := a.(*ast.Ident); ok {
						if p, ok := index[id.Name]; ok {
							out[name] = p
						}
					}
				}
			}
			return true
		})
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			check(n.Name.Name, n.Type, n.Body)
		case *ast.AssignStmt:
			for i, rhs := range n.Rhs {
				if fl, ok := rhs.(*ast.FuncLit); ok && i < len(n.Lhs) {
					if id, ok := n.Lhs[i].(*ast.Ident); ok {
						check(id.Name, fl.Type, fl.Body)
					}
				}
			}
		}
		return true
	})
	return out
}

// hasString reports whether e holds a string literal.
func hasString(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if b, ok := n.(*ast.BasicLit); ok && b.Kind == token.STRING {
			found = true
		}
		return !found
	})
	return found
}
