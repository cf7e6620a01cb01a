package raster

import (
	"fmt"
	"strings"
)

// Device is what the traffic model needs to know about a GPU.
type Device struct {
	Key     string // short name for flags: "h100", "h200"
	Name    string // marketing name
	SMs     int    // streaming multiprocessors
	L2Bytes int64  // L2 cache size in bytes
	Arch    string // NVRTC target of its own instructions ("sm_90a": Hopper, with wgmma and TMA); "" when not known
}

// Profiles are the devices the model knows without a GPU. The figures are the
// driver's device queries (CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT and
// L2_CACHE_SIZE) on an H100 80GB HBM3 and an H200, read by cutetui bench on
// 2026-11-22: 132 SMs each, L2 50 MiB and 60 MiB; both are Hopper (compute
// capability 9.0, NVRTC target sm_90a).
var Profiles = []Device{
	{Key: "h100", Name: "NVIDIA H100 80GB HBM3 (profile)", SMs: 132, L2Bytes: 50 << 20, Arch: "sm_90a"},
	{Key: "h200", Name: "NVIDIA H200 (profile)", SMs: 132, L2Bytes: 60 << 20, Arch: "sm_90a"},
}

// Profile returns the device profile with the given key (case-insensitive).
func Profile(key string) (Device, error) {
	keys := make([]string, len(Profiles))
	for i, d := range Profiles {
		if strings.EqualFold(d.Key, key) {
			return d, nil
		}
		keys[i] = d.Key
	}
	return Device{}, fmt.Errorf("raster: unknown device profile %q (known: %s)", key, strings.Join(keys, ", "))
}
