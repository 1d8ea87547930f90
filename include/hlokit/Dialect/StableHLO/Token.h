//===- Token.h - Token ops: verification ------------------------*- C++ -*-===//
//
// Free functions shared by the verifiers and the tests of `infeed`, `send`
// and `recv`. after_all, create_token and outfeed have no constraints beyond
// their operand and result types.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_DIALECT_STABLEHLO_TOKEN_H
#define HLOKIT_DIALECT_STABLEHLO_TOKEN_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/TypeRange.h"

#include <optional>

namespace hlokit::stablehlo {

/// XLA's channel types, the `type` of `#stablehlo.channel_handle`.
enum class ChannelType : int64_t {
  Invalid = 0,
  DeviceToDevice = 1,
  DeviceToHost = 2,
  HostToDevice = 3,
};

/// infeed: at least one result (infeed_c1), tensors (infeed_c2) and then a
/// token last (infeed_c3). The optional `layout` (XLA's, not in the spec),
/// when given, holds one array of integers per tensor result.
mlir::LogicalResult verifyInfeedOp(std::optional<mlir::Location> loc,
                                   mlir::TypeRange results,
                                   mlir::ArrayAttr layout);

/// send_c1: the channel goes to the host when `isHostTransfer`, to another
/// device otherwise.
mlir::LogicalResult verifySendOp(std::optional<mlir::Location> loc,
                                 int64_t channelType, bool isHostTransfer);

/// recv: recv_c1 (the channel comes from the host when `isHostTransfer`,
/// from another device otherwise), then at least one result (recv_c2),
/// tensors (recv_c3) and a token last (recv_c4).
mlir::LogicalResult verifyRecvOp(std::optional<mlir::Location> loc,
                                 int64_t channelType, bool isHostTransfer,
                                 mlir::TypeRange results);

} // namespace hlokit::stablehlo

#endif // HLOKIT_DIALECT_STABLEHLO_TOKEN_H
