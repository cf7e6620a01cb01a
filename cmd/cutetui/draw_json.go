package main

import (
	"bytes"
	"image/png"
)

// drawRecord is what `draw --json` says it wrote: the file, its format
// (svg, cute-svg, tex, png), its size in bytes and, for a PNG, in pixels.
type drawRecord struct {
	File   string `json:"file"`
	Format string `json:"format"`
	Bytes  int    `json:"bytes"`
	Width  int    `json:"width,omitempty"`
	Height int    `json:"height,omitempty"`
}

func newDrawRecord(file, format string, data []byte) drawRecord {
	r := drawRecord{File: file, Format: format, Bytes: len(data)}
	if format == "png" {
		if c, err := png.DecodeConfig(bytes.NewReader(data)); err == nil {
			r.Width, r.Height = c.Width, c.Height
		}
	}
	return r
}
