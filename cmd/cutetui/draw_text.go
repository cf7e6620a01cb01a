package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/cutetui/cutetui/engine/eval"
	"github.com/cutetui/cutetui/engine/eval/value"
	"github.com/cutetui/cutetui/gpu/model"
	"github.com/cutetui/cutetui/views/hw"
)

// drawText is `cutetui draw --text WxH STATEMENT...`: the last value's
// hardware view (a TMA copy, a GMMA descriptor, an MMA fragment) in
// W columns and H lines of plain text, to -o's file or standard output.
func drawText(stmts []string, size, out string, stdout, stderr io.Writer) int {
	a, b, ok := strings.Cut(size, "x")
	w, err1 := strconv.Atoi(a)
	h, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || w < 20 || h < 8 || w > 1000 || h > 1000 {
		fmt.Fprintf(stderr, "cutetui draw: --text %q: want a size WxH, e.g. 80x24 (20..1000 by 8..1000)\n", size)
		return 2
	}
	env := eval.NewEnv(eval.WithLibrary(model.Library()))
	var last value.Value
	for i, s := range stmts {
		for _, r := range env.ExecBlock(s) {
			if r.Err != nil {
				fmt.Fprintf(stderr, "cutetui draw: statement %d: %s\n  %s\n  %s^\n", i+1, r.Err.Msg, r.Input, strings.Repeat(" ", max(r.Err.Pos, 0)))
				return 1
			}
			last = r.Result.Value
		}
	}
	s, err := hw.FromValue(last, w, h)
	if err != nil {
		fmt.Fprintf(stderr, "cutetui draw: --text: %v (draw other values as --svg, --tex or --png)\n", err)
		return 1
	}
	data := []byte(s + "\n")
	if out == "-" {
		_, err = stdout.Write(data)
	} else {
		err = os.WriteFile(out, data, 0o644)
	}
	if err != nil {
		fmt.Fprintf(stderr, "cutetui draw: %v\n", err)
		return 1
	}
	return 0
}
