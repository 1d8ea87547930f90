//===- WindowCount.h - the windowed ops' window count, checked --*- C++ -*-===//
//
// Shared by the inference of reduce_window and select_and_scatter
// (ReductionInference.cpp) and of convolution (DynamicInference.cpp), whose
// verifiers reject attributes that make it overflow.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_DIALECT_STABLEHLO_WINDOWCOUNT_H
#define HLOKIT_LIB_DIALECT_STABLEHLO_WINDOWCOUNT_H

#include <cstdint>
#include <optional>

namespace hlokit::stablehlo {

/// The number of windows along one static dimension (convolution_c25,
/// reduce_window_c15, select_and_scatter_c2): windows of `windowSize`
/// elements dilated by `windowDilation`, one every `stride`, over
/// `inputSize` elements dilated by `baseDilation` and padded by
/// `paddingLow` and `paddingHigh`; none when a size on the way overflows
/// int64.
std::optional<int64_t>
getCheckedWindowCount(int64_t inputSize, int64_t windowSize, int64_t stride,
                      int64_t baseDilation, int64_t windowDilation,
                      int64_t paddingLow, int64_t paddingHigh);

} // namespace hlokit::stablehlo

#endif // HLOKIT_LIB_DIALECT_STABLEHLO_WINDOWCOUNT_H
