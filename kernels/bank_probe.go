package kernels

import _ "embed"

// BankProbe is the source of the shared-memory bank probes (bank_probe.cu):
// one kernel per access gpu/model/bank models, each one warp performing that
// access once at the byte addresses it is given, for gpu/banks to measure
// with Nsight Compute.
//
//go:embed bank_probe.cu
var BankProbe string
