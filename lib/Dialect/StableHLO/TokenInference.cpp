//===- TokenInference.cpp - Token ops: checks -----------------------------===//

#include "hlokit/Dialect/StableHLO/Token.h"

#include "hlokit/Dialect/StableHLO/StablehloOps.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;

namespace hlokit::stablehlo {

namespace {

/// The values read by infeed/recv: at least one result (`nonEmptyLabel`),
/// tensors (`tensorsLabel`) and a token last (`tokenLabel`).
LogicalResult verifyReadResults(std::optional<Location> loc,
                                StringRef nonEmptyLabel, StringRef tensorsLabel,
                                StringRef tokenLabel, TypeRange results) {
  if (results.empty())
    return emitOptionalError(loc, nonEmptyLabel,
                             ": expected at least one result (the token)");
  for (auto [i, type] : llvm::enumerate(results.drop_back()))
    if (!isa<RankedTensorType>(type))
      return emitOptionalError(loc, tensorsLabel, ": result ", i,
                               " must be a tensor, got ", type);
  if (!isa<TokenType>(results.back()))
    return emitOptionalError(loc, tokenLabel,
                             ": the last result must be a token, got ",
                             results.back());
  return success();
}

StringRef channelTypeName(int64_t type) {
  switch (static_cast<ChannelType>(type)) {
  case ChannelType::DeviceToDevice:
    return "DEVICE_TO_DEVICE";
  case ChannelType::DeviceToHost:
    return "DEVICE_TO_HOST";
  case ChannelType::HostToDevice:
    return "HOST_TO_DEVICE";
  default:
    return "an invalid channel type";
  }
}

/// The channel type an op must use: `hostType` for host transfers,
/// DEVICE_TO_DEVICE otherwise (`label`).
LogicalResult verifyChannelType(std::optional<Location> loc, StringRef label,
                                int64_t channelType, bool isHostTransfer,
                                ChannelType hostType) {
  auto expected = isHostTransfer ? hostType : ChannelType::DeviceToDevice;
  if (channelType == static_cast<int64_t>(expected))
    return success();
  return emitOptionalError(
      loc, label,
      ": with is_host_transfer = ", isHostTransfer ? "true" : "false",
      " the channel type must be ",
      channelTypeName(static_cast<int64_t>(expected)), " (",
      static_cast<int64_t>(expected), "), got ", channelTypeName(channelType),
      " (", channelType, ")");
}

} // namespace

LogicalResult verifyInfeedOp(std::optional<Location> loc, TypeRange results,
                             ArrayAttr layout) {
  if (failed(verifyReadResults(loc, "infeed_c1", "infeed_c2", "infeed_c3",
                               results)))
    return failure();
  if (!layout)
    return success();
  // One layout per tensor result, the token has none.
  if (layout.size() != results.size() - 1)
    return emitOptionalError(loc, "infeed: layout has ", layout.size(),
                             " entries for ", results.size() - 1,
                             " tensor results");
  for (Attribute entry : layout) {
    auto dims = dyn_cast<ArrayAttr>(entry);
    if (!dims || !llvm::all_of(dims, llvm::IsaPred<IntegerAttr>))
      return emitOptionalError(
          loc, "infeed: layout entries must be arrays of integers, got ",
          entry);
  }
  return success();
}

LogicalResult verifySendOp(std::optional<Location> loc, int64_t channelType,
                           bool isHostTransfer) {
  return verifyChannelType(loc, "send_c1", channelType, isHostTransfer,
                           ChannelType::DeviceToHost);
}

LogicalResult verifyRecvOp(std::optional<Location> loc, int64_t channelType,
                           bool isHostTransfer, TypeRange results) {
  if (failed(verifyChannelType(loc, "recv_c1", channelType, isHostTransfer,
                               ChannelType::HostToDevice)))
    return failure();
  return verifyReadResults(loc, "recv_c2", "recv_c3", "recv_c4", results);
}

} // namespace hlokit::stablehlo
