// Stand-in for driver_types.h.
#pragma once
#include "cuda_runtime_api.h"
