package main

import "testing"

// TestEvalDialect checks --dialect: the DSL's statements are read either
// way, and printed as the DSL prints with --dialect dsl.
func TestEvalDialect(t *testing.T) {
	stmts := []string{"layout = cute.make_layout((2, (1, 6)), stride=(1, (6, 2)))", "cute.coalesce(layout, target_profile=(1, 1))", "cute.shape(layout)", "(4,)"}
	out, errs, code := run(t, "", stmts...)
	if want := "(2,6):(1,2)\n(2,(1,6))\n(4)\n"; out != want || errs != "" || code != 0 {
		t.Errorf("default: got %q, %q, %d; want %q", out, errs, code, want)
	}
	out, errs, code = run(t, "", append([]string{"--dialect", "dsl"}, stmts...)...)
	if want := "(2,6):(1,2)\n(2, (1, 6))\n(4,)\n"; out != want || errs != "" || code != 0 {
		t.Errorf("--dialect dsl: got %q, %q, %d; want %q", out, errs, code, want)
	}
	if _, errs, code := run(t, "", "--dialect", "fortran", "8:1"); code != 2 || errs == "" {
		t.Errorf("--dialect fortran: status %d, %q; want 2 and a message", code, errs)
	}
}
