//===- TextMutator.cpp - structure-aware mutations of MLIR text -----------===//
//
// libFuzzer's byte mutations rarely keep MLIR text parseable, so the text
// targets (libFuzzer builds only) mutate a module that parses by editing it
// as IR: one value's shape or element type, or one integer attribute, then
// print it back (generic form when the edit broke verification, as the
// custom printers may assume valid IR). Input that does not parse gets
// libFuzzer's own mutations.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <cstring>
#include <random>

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

namespace {

// mt19937: the first numbers of minstd_rand from small seeds are all small.
using Random = std::mt19937;

/// A number in [0, n).
size_t pick(Random &random, size_t n) {
  return std::uniform_int_distribution<size_t>(0, n - 1)(random);
}

/// One of the values a fuzzer finds bugs with: edges of small sizes and of
/// integer ranges.
int64_t pickInteger(Random &random, int64_t old) {
  // Neighbours wrap around, as a fuzzer's integer edits do, instead of
  // overflowing.
  auto wrapped = [&](uint64_t step) {
    return static_cast<int64_t>(static_cast<uint64_t>(old) + step);
  };
  const int64_t choices[] = {0,          1,  2,         3,         wrapped(-1),
                             wrapped(1), -1, INT32_MAX, INT64_MIN, INT64_MAX};
  return choices[pick(random, std::size(choices))];
}

/// An element type of the kinds hlokit's dialects take.
mlir::Type pickElementType(Random &random, mlir::MLIRContext *context) {
  mlir::Builder b(context);
  mlir::Type choices[] = {
      b.getI1Type(),
      b.getI8Type(),
      b.getI32Type(),
      b.getI64Type(),
      b.getF16Type(),
      b.getBF16Type(),
      b.getF32Type(),
      b.getF64Type(),
      mlir::IntegerType::get(context, 8, mlir::IntegerType::Unsigned),
      mlir::ComplexType::get(b.getF32Type())};
  return choices[pick(random, std::size(choices))];
}

/// `type` with one dimension resized, dropped or added, or another element
/// type; `type` itself when it is not a ranked tensor.
mlir::Type mutateType(mlir::Type type, Random &random) {
  auto tensor = llvm::dyn_cast<mlir::RankedTensorType>(type);
  if (!tensor)
    return type;
  llvm::SmallVector<int64_t> shape(tensor.getShape());
  mlir::Type element = tensor.getElementType();
  switch (pick(random, 4)) {
  case 0:
    if (!shape.empty()) {
      int64_t &dim = shape[pick(random, shape.size())];
      dim = pick(random, 4) == 0 ? mlir::ShapedType::kDynamic
                                 : static_cast<int64_t>(pick(random, 5));
    }
    break;
  case 1:
    if (!shape.empty())
      shape.erase(shape.begin() + pick(random, shape.size()));
    break;
  case 2:
    shape.insert(shape.begin() + pick(random, shape.size() + 1),
                 static_cast<int64_t>(pick(random, 4)));
    break;
  default:
    element = pickElementType(random, type.getContext());
    break;
  }
  // Encodings (bounds, sparsity) are dropped when the rank changes.
  mlir::Attribute encoding =
      shape.size() == static_cast<size_t>(tensor.getRank())
          ? tensor.getEncoding()
          : mlir::Attribute();
  return mlir::RankedTensorType::get(shape, element, encoding);
}

/// Sets attribute `name` of `op` to `value` unless the op's properties refuse
/// it (an enum attribute given an integer outside its cases leaves a null
/// property that only a parser can reject); true when set.
bool setIfAccepted(mlir::Operation *op, mlir::StringAttr name,
                   mlir::Attribute value) {
  mlir::Attribute old = op->getAttr(name);
  op->setAttr(name, value);
  if (op->getAttr(name) == value)
    return true;
  op->setAttr(name, old);
  return false;
}

/// Changes one value's type or one integer attribute of one op; false when
/// `module` has neither.
bool mutateModule(mlir::ModuleOp module, Random &random) {
  llvm::SmallVector<mlir::Value> values;
  llvm::SmallVector<std::pair<mlir::Operation *, mlir::StringAttr>> integers;
  module->walk([&](mlir::Operation *op) {
    for (mlir::Value result : op->getResults())
      values.push_back(result);
    for (mlir::Region &region : op->getRegions())
      for (mlir::Block &block : region)
        for (mlir::Value argument : block.getArguments())
          values.push_back(argument);
    for (mlir::NamedAttribute attribute : op->getAttrs())
      if (llvm::isa<mlir::IntegerAttr, mlir::DenseI64ArrayAttr>(
              attribute.getValue()))
        integers.emplace_back(op, attribute.getName());
  });
  if (values.empty() && integers.empty())
    return false;
  if (integers.empty() || (!values.empty() && pick(random, 2) == 0)) {
    mlir::Value value = values[pick(random, values.size())];
    value.setType(mutateType(value.getType(), random));
    return true;
  }
  auto [op, name] = integers[pick(random, integers.size())];
  mlir::Attribute old = op->getAttr(name);
  if (auto integer = llvm::dyn_cast<mlir::IntegerAttr>(old)) {
    if (!integer.getType().isSignlessInteger() && !integer.getType().isIndex())
      return false;
    return setIfAccepted(
        op, name,
        mlir::IntegerAttr::get(integer.getType(),
                               pickInteger(random, integer.getInt())));
  }
  llvm::SmallVector<int64_t> array(
      llvm::cast<mlir::DenseI64ArrayAttr>(old).asArrayRef());
  if (array.empty() || pick(random, 3) == 0)
    array.push_back(static_cast<int64_t>(pick(random, 4)));
  else
    array[pick(random, array.size())] =
        pickInteger(random, array[pick(random, array.size())]);
  return setIfAccepted(op, name,
                       mlir::DenseI64ArrayAttr::get(op->getContext(), array));
}

} // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size,
                                          size_t maxSize, unsigned seed) {
  Random random(seed);
  // Byte-level mutations now and then, to reach the parser's errors.
  if (pick(random, 4) == 0)
    return LLVMFuzzerMutate(data, size, maxSize);
  hlokit::fuzz::FuzzContext context;
  mlir::ParserConfig config(context.get(), /*verifyAfterParse=*/false);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(hlokit::fuzz::asText(data, size),
                                              config, "fuzz");
  if (!module || !mutateModule(*module, random))
    return LLVMFuzzerMutate(data, size, maxSize);
  mlir::OpPrintingFlags flags;
  if (mlir::failed(mlir::verify(*module)))
    flags.printGenericOpForm();
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os, flags);
  if (text.size() > maxSize)
    return LLVMFuzzerMutate(data, size, maxSize);
  std::memcpy(data, text.data(), text.size());
  return text.size();
}
