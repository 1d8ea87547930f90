//===- ShardingAttrs.h - the attributes XLA's round trips use ---*- C++ -*-===//
//
// The names XLA's Shardy round trips give attributes and custom calls
// (xla/service/spmd/shardy/constants.h), and the helpers the passes share to
// read them.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_LIB_CONVERSION_SHARDING_SHARDINGATTRS_H
#define HLOKIT_LIB_CONVERSION_SHARDING_SHARDINGATTRS_H

#include "hlokit/Conversion/Sharding/GspmdSharding.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"

namespace hlokit::gspmd {

inline constexpr llvm::StringLiteral kXlaShardingAttr = "mhlo.sharding";
inline constexpr llvm::StringLiteral kFrontendAttributesAttr =
    "mhlo.frontend_attributes";
inline constexpr llvm::StringLiteral kManualAxesAttr = "xla.sdy.manual_axes";
inline constexpr llvm::StringLiteral kShardingRoundTripAttr =
    "xla.sdy.sharding";
inline constexpr llvm::StringLiteral kMeshesRoundTripAttr = "xla.sdy.meshes";
inline constexpr llvm::StringLiteral kShardingRuleRoundTripAttr =
    "xla.sdy.sharding_rule";
inline constexpr llvm::StringLiteral kShardingTarget = "Sharding";
inline constexpr llvm::StringLiteral kFuncResultShardingTarget =
    "xla.sdy.FuncResultSharding";
inline constexpr llvm::StringLiteral kInShardingsAttr = "xla.sdy.in_shardings";
inline constexpr llvm::StringLiteral kOutShardingsAttr =
    "xla.sdy.out_shardings";
inline constexpr llvm::StringLiteral kGlobalToLocalShapeTarget =
    "xla.sdy.GlobalToLocalShape";
inline constexpr llvm::StringLiteral kLocalToGlobalShapeTarget =
    "xla.sdy.LocalToGlobalShape";
inline constexpr llvm::StringLiteral kManualComputationBodyName =
    "xla.sdy.manual_computation_body";

/// Parses the sharding string `text`; on failure emits, through
/// `emitError`, `invalid mhlo.sharding "<text>": column <N>: <why>`.
std::optional<GspmdSharding>
parseShardingString(llvm::StringRef text,
                    llvm::function_ref<mlir::InFlightDiagnostic()> emitError);

/// The rank of a ranked tensor type, else 0 (tokens, tuples).
int64_t rankOf(mlir::Type type);

/// Parses `text` as an MLIR attribute; on failure emits, through
/// `emitError`, `cannot parse <what> "<text>": <the parser's message>`.
mlir::Attribute
parseAttributeString(llvm::StringRef text, llvm::StringRef what,
                     llvm::function_ref<mlir::InFlightDiagnostic()> emitError,
                     mlir::MLIRContext *context);

/// `dict` without `key`; null when nothing is left.
mlir::DictionaryAttr withoutKey(mlir::DictionaryAttr dict, llvm::StringRef key);

/// The attribute of type `AttrT` the string `key` of `dict` holds: null when
/// there is no such key; failure (reported) when it isn't a string or
/// doesn't parse as one.
template <typename AttrT>
mlir::FailureOr<AttrT>
parseFrontendAttr(mlir::DictionaryAttr dict, llvm::StringRef key,
                  llvm::function_ref<mlir::InFlightDiagnostic()> emitError) {
  mlir::Attribute value = dict ? dict.get(key) : mlir::Attribute();
  if (!value)
    return AttrT();
  auto text = mlir::dyn_cast<mlir::StringAttr>(value);
  if (!text)
    return emitError() << key << " holds " << value << ", not a string";
  mlir::Attribute attr =
      parseAttributeString(text.getValue(), key, emitError, dict.getContext());
  if (!attr)
    return mlir::failure();
  auto typed = mlir::dyn_cast<AttrT>(attr);
  if (!typed)
    return emitError() << key << " holds " << attr << ", not a " << AttrT::name;
  return typed;
}

/// `attr` as MLIR prints it, the text frontend attributes hold.
std::string printed(mlir::Attribute attr);

/// `dict` (may be null) with `key` set to the string `text`.
mlir::DictionaryAttr withString(mlir::DictionaryAttr dict, llvm::StringRef key,
                                llvm::StringRef text,
                                mlir::MLIRContext *context);

/// Sets `key` of `op`'s frontend attributes to the string `text`.
void setFrontendString(mlir::Operation *op, llvm::StringRef key,
                       llvm::StringRef text);

/// The dims of a `@Sharding` custom call's `backend_config =
/// "unspecified_dims=[0,2]"` (XLA's sharding_op_util), or nullopt when the
/// text isn't of that form.
std::optional<llvm::SmallVector<int64_t>>
parseUnspecifiedDims(llvm::StringRef text);

/// `unspecified_dims=[0,2]`.
std::string printUnspecifiedDims(llvm::ArrayRef<int64_t> dims);

} // namespace hlokit::gspmd

#endif // HLOKIT_LIB_CONVERSION_SHARDING_SHARDINGATTRS_H
