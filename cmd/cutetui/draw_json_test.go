package main

import (
	"bytes"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDrawJSON: `draw --json -o FILE` prints one record naming the file,
// its format and its size, which are those of the file on disk (and a
// PNG's pixel size, that of the image); with -o - it is refused.
func TestDrawJSON(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ file, format string }{{"a.png", "png"}, {"b.svg", "svg"}, {"c.tex", "tex"}} {
		path := filepath.Join(dir, c.file)
		var out, errb bytes.Buffer
		if code := dispatch([]string{"draw", "--json", "(4,2):(1,4)", "-o", path}, strings.NewReader(""), &out, &errb); code != 0 {
			t.Fatalf("draw -o %s: %d %s", c.file, code, errb.String())
		}
		var r drawRecord
		if err := json.Unmarshal(out.Bytes(), &r); err != nil || strings.Count(out.String(), "\n") != 1 {
			t.Fatalf("draw --json: %v: %q", err, out.String())
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if r.File != path || r.Format != c.format || r.Bytes != len(data) {
			t.Errorf("record %+v, file %s of %d bytes", r, c.format, len(data))
		}
		if c.format == "png" {
			cfg, err := png.DecodeConfig(bytes.NewReader(data))
			if err != nil || r.Width != cfg.Width || r.Height != cfg.Height || r.Width == 0 {
				t.Errorf("png record %dx%d, image %dx%d (%v)", r.Width, r.Height, cfg.Width, cfg.Height, err)
			}
		} else if r.Width != 0 || strings.Contains(out.String(), "width") {
			t.Errorf("%s record has a pixel size: %s", c.format, out.String())
		}
	}
	var out, errb bytes.Buffer
	if code := dispatch([]string{"draw", "--json", "(4,2):(1,4)"}, strings.NewReader(""), &out, &errb); code != 2 || out.Len() != 0 || !strings.Contains(errb.String(), "give -o FILE") {
		t.Errorf("draw --json to stdout: %d %q %q", code, out.String(), errb.String())
	}
}
