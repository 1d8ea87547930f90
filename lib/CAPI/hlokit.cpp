//===- hlokit.cpp - hlokit's C API ----------------------------------------===//
//
// Each handle owns its C++ object; every entry point catches the API's
// errors and returns them as an HlokitError, so no exception crosses into C.
//
//===----------------------------------------------------------------------===//

#include "hlokit-c/hlokit.h"

#include "hlokit/API/Session.h"
#include "hlokit/Support/Version.h"

#include <cstring>

using namespace hlokit;
using interpreter::Tensor;

struct HlokitErrorImpl {
  std::string message;
  std::string label;
};

struct HlokitModuleImpl {
  api::Module module;
  std::vector<std::string> functionNames;
};

struct HlokitResultsImpl {
  std::vector<Tensor> tensors;
  std::vector<std::string> typeNames;
};

namespace {

HlokitModule makeModule(api::Module module) {
  std::vector<std::string> names = module.getFunctionNames();
  return new HlokitModuleImpl{std::move(module), std::move(names)};
}

/// The caller's buffer seen as a tensor, without a copy.
Tensor wrapArgument(const api::Module &module, const HlokitTensor &argument) {
  if (!argument.element_type || argument.rank < 0 ||
      (argument.rank > 0 && !argument.shape))
    throw api::Error("malformed HlokitTensor");
  llvm::ArrayRef<int64_t> shape(argument.shape, argument.rank);
  if (llvm::any_of(shape, [](int64_t d) { return d < 0; }))
    throw api::Error("negative dimension size in an HlokitTensor");
  // The data is only read; the no-op deleter leaves it to the caller.
  std::shared_ptr<char> data(
      const_cast<char *>(static_cast<const char *>(argument.data)),
      [](char *) {});
  llvm::Expected<Tensor> tensor =
      Tensor::wrap(module.parseElementType(argument.element_type), shape, data);
  if (!tensor)
    throw api::Error(llvm::toString(tensor.takeError()));
  if (tensor->getNumElements() && !argument.data)
    throw api::Error("HlokitTensor without data");
  return std::move(*tensor);
}

/// Runs `body`, turning what it throws into an HlokitError, so no exception
/// crosses into C.
template <typename Body> HlokitError guard(Body body) {
  try {
    body();
    return nullptr;
  } catch (const api::Error &error) {
    return new HlokitErrorImpl{error.what(), error.getLabel()};
  } catch (const std::exception &error) {
    return new HlokitErrorImpl{error.what(), ""};
  }
}

} // namespace

extern "C" {

const char *hlokitErrorGetMessage(HlokitError error) {
  return error->message.c_str();
}

const char *hlokitErrorGetLabel(HlokitError error) {
  return error->label.c_str();
}

void hlokitErrorDestroy(HlokitError error) { delete error; }

HlokitError hlokitModuleLoad(const char *text, size_t length, const char *name,
                             HlokitModule *module) {
  return guard([&] {
    if (!text)
      throw api::Error("no module text");
    *module = makeModule(
        api::Module::parse(std::string(text, length), name ? name : "-"));
  });
}

void hlokitModuleDestroy(HlokitModule module) { delete module; }

size_t hlokitModuleGetNumFunctions(HlokitModule module) {
  return module->functionNames.size();
}

const char *hlokitModuleGetFunctionName(HlokitModule module, size_t index) {
  return index < module->functionNames.size()
             ? module->functionNames[index].c_str()
             : nullptr;
}

void hlokitModulePrint(HlokitModule module, int generic,
                       HlokitStringCallback callback, void *userData) {
  std::string text = module->module.print(generic != 0);
  callback(text.data(), text.size(), userData);
}

HlokitError hlokitModuleRunPasses(HlokitModule module, const char *pipeline,
                                  HlokitModule *result) {
  return guard([&] {
    if (!pipeline)
      throw api::Error("no pass pipeline");
    *result = makeModule(module->module.runPasses(pipeline));
  });
}

HlokitError hlokitModuleRun(HlokitModule module, const char *function,
                            const HlokitTensor *arguments, size_t numArguments,
                            HlokitResults *results) {
  return guard([&] {
    if (!function || (numArguments && !arguments))
      throw api::Error("no function name or no arguments");
    std::vector<Tensor> tensors;
    for (size_t i = 0; i < numArguments; ++i)
      tensors.push_back(wrapArgument(module->module, arguments[i]));
    auto out = std::make_unique<HlokitResultsImpl>();
    out->tensors = module->module.run(function, tensors);
    for (const Tensor &tensor : out->tensors)
      out->typeNames.push_back(
          interpreter::getElementTypeName(tensor.getElementType()).str());
    *results = out.release();
  });
}

size_t hlokitResultsGetCount(HlokitResults results) {
  return results->tensors.size();
}

HlokitTensor hlokitResultsGet(HlokitResults results, size_t index) {
  if (index >= results->tensors.size())
    return {nullptr, 0, nullptr, nullptr};
  const Tensor &tensor = results->tensors[index];
  return {results->typeNames[index].c_str(), tensor.getRank(),
          tensor.getShape().data(), tensor.getRawData()};
}

void hlokitResultsDestroy(HlokitResults results) { delete results; }

const char *hlokitGetVersion(void) {
  static const std::string version =
      "hlokit " + getVersion() + " (" + getGitRevision() + ")";
  return version.c_str();
}

int hlokitGetNumThreads(void) { return api::getNumThreads(); }

void hlokitSetNumThreads(int threads) { api::setNumThreads(threads); }

} // extern "C"
