//===- PrintShardings.cpp - a readable table of an annotated module -------===//
//
// The attributes of a sharded module are hard to read inline; one line per
// op, with where it comes from and where a sharded reduction or replication
// factor will need communication, is what a user checks a sharding with.
//
//===----------------------------------------------------------------------===//

#include "hlokit/Dialect/Shardy/SdyShardingRule.h"
#include "hlokit/Transforms/Sharding/Import/Passes.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace hlokit::sdy {
#define GEN_PASS_DEF_PRINTSHARDINGSPASS
#include "hlokit/Transforms/Sharding/Import/Passes.h.inc"
} // namespace hlokit::sdy

using namespace mlir;
using namespace hlokit::sdy;

namespace {

/// `<@mesh, [{"x"}, {}]>`: the sharding without its `#sdy.sharding` prefix.
std::string shardingString(TensorShardingAttr sharding) {
  if (!sharding)
    return "-";
  std::string text;
  llvm::raw_string_ostream os(text);
  cast<Attribute>(sharding).print(os);
  llvm::StringRef body(text);
  body.consume_front("#sdy.sharding");
  return body.str();
}

/// `file.mlir:3:8` (the file without its directories), or `?`.
std::string locationString(Location loc) {
  auto fileLoc = loc->findInstanceOf<FileLineColLoc>();
  if (!fileLoc)
    return "?";
  return (llvm::sys::path::filename(fileLoc.getFilename().getValue()) + ":" +
          llvm::Twine(fileLoc.getLine()) + ":" +
          llvm::Twine(fileLoc.getColumn()))
      .str();
}

/// The shardings of `op`'s results, comma separated; `-` for each result
/// without one.
std::string resultShardingsString(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(op->getResults(), os, [&](Value result) {
    os << shardingString(getSharding(result));
  });
  return text;
}

/// Where the reduction and need_replication factors of `op`'s sharding
/// rule are sharded, e.g. `reduction k: operand 0 dim 1 {"y"}`; such a
/// factor costs an all-reduce (reduction) or an all-gather (replication).
std::string communicationString(Operation *op, OpShardingRuleAttr rule) {
  std::string text;
  llvm::raw_string_ostream os(text);
  auto note = [&](int64_t factor, llvm::StringRef kind) {
    auto visit = [&](llvm::StringRef tensorKind, unsigned index, Value value,
                     TensorMappingAttr mapping) {
      TensorShardingAttr sharding = getSharding(value);
      if (!sharding || sharding.getRank() != mapping.getRank())
        return;
      for (auto [dim, dimMapping] : llvm::enumerate(mapping.getDimMappings())) {
        ArrayRef<AxisRefAttr> axes = sharding.getDimShardings()[dim].getAxes();
        if (axes.empty() ||
            !llvm::is_contained(dimMapping.getFactorIndices(), factor))
          continue;
        if (!text.empty())
          os << "; ";
        os << kind << " " << factorSymbolString(factor) << ": " << tensorKind
           << " " << index << " dim " << dim << " {";
        llvm::interleaveComma(axes, os,
                              [&](AxisRefAttr axis) { os << axis.toString(); });
        os << "}";
      }
    };
    for (auto [i, operand] : llvm::enumerate(op->getOperands()))
      if (i < rule.getOperandMappings().size())
        visit("operand", i, operand, rule.getOperandMappings()[i]);
    for (auto [i, result] : llvm::enumerate(op->getResults()))
      if (i < rule.getResultMappings().size())
        visit("result", i, result, rule.getResultMappings()[i]);
  };
  for (int64_t factor : rule.getReductionFactors())
    note(factor, "reduction");
  for (int64_t factor : rule.getNeedReplicationFactors())
    note(factor, "need_replication");
  return text;
}

struct Row {
  std::string op, location, shardings, communication;
};

/// Prints `rows` under a header, in columns as wide as their widest entry
/// (the communication column only when some row needs communication).
void printTable(ArrayRef<Row> rows, llvm::raw_ostream &os) {
  bool anyCommunication = llvm::any_of(
      rows, [](const Row &row) { return !row.communication.empty(); });
  Row header{"op", "location", "result shardings",
             anyCommunication ? "communication" : ""};
  size_t widths[3] = {header.op.size(), header.location.size(),
                      header.shardings.size()};
  for (const Row &row : rows) {
    widths[0] = std::max(widths[0], row.op.size());
    widths[1] = std::max(widths[1], row.location.size());
    widths[2] = std::max(widths[2], row.shardings.size());
  }
  auto print = [&](const Row &row) {
    os << "  " << llvm::left_justify(row.op, widths[0]) << "  "
       << llvm::left_justify(row.location, widths[1]) << "  ";
    if (row.communication.empty()) {
      os << row.shardings << "\n";
      return;
    }
    os << llvm::left_justify(row.shardings, widths[2]) << "  "
       << row.communication << "\n";
  };
  print(header);
  for (const Row &row : rows)
    print(row);
}

/// The rows of the ops with results in `func`, in order (nested ops too).
SmallVector<Row> collectRows(func::FuncOp func) {
  SmallVector<Row> rows;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == func || op->getNumResults() == 0)
      return;
    Row row{op->getName().getStringRef().str(), locationString(op->getLoc()),
            resultShardingsString(op), ""};
    if (OpShardingRuleAttr rule = getShardingRule(op))
      row.communication = communicationString(op, rule);
    rows.push_back(std::move(row));
  });
  return rows;
}

struct PrintShardingsPass
    : hlokit::sdy::impl::PrintShardingsPassBase<PrintShardingsPass> {
  void runOnOperation() override {
    llvm::raw_ostream &os = llvm::outs();
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      if (func.isExternal())
        continue;
      os << "func @" << func.getSymName() << "\n";
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
        os << "  arg " << i << ": "
           << shardingString(
                  func.getArgAttrOfType<TensorShardingAttr>(i, kShardingAttr))
           << "\n";
      for (unsigned i = 0, e = func.getNumResults(); i < e; ++i)
        os << "  result " << i << ": "
           << shardingString(func.getResultAttrOfType<TensorShardingAttr>(
                  i, kShardingAttr))
           << "\n";
      printTable(collectRows(func), os);
    }
    markAllAnalysesPreserved();
  }
};

} // namespace
