/// Why a set of ``NotificationCategories`` cannot be registered: the problem, its category, and the line
/// that category was declared on: `catch let error as NotificationCategoryError { print(error) }`.
public struct NotificationCategoryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong: `if case .tooManyActions(let count, let limit) = error.problem { print(count - limit) }`.
  public enum Problem: Hashable, Sendable {
    /// The category's identifier is empty, so no content can refer to it.
    case emptyCategoryIdentifier
    /// Another category with this identifier was declared earlier; the platform keeps one.
    case duplicateCategory
    /// An action's identifier is empty.
    case emptyActionIdentifier
    /// An action uses the platform's tap or dismissal identifier, so its responses are ambiguous.
    case reservedActionIdentifier(String)
    /// An action's identifier was already declared: they must be unique across all categories.
    case duplicateAction(String, firstDeclaredIn: String)
    /// An action has no title, or one of white space only, so its button would be blank.
    case emptyActionTitle(action: String)
    /// A text-input action has no send-button title, or one of white space only.
    case emptyTextInputButtonTitle(action: String)
    /// An action's icon names no image.
    case emptyIconName(action: String)
    /// The category has more than ``NotificationCategory/maximumActions`` actions.
    case tooManyActions(count: Int, limit: Int)
  }

  /// What is wrong.
  public var problem: Problem
  /// The identifier of the category it was found in.
  public var category: String
  /// Where that category was declared, in a ``NotificationCategoriesBuilder`` block.
  public var sourceLocation: EntryLocation?

  /// Creates an error:
  /// `let error = NotificationCategoryError(problem: .duplicateCategory, category: "timer")`.
  public init(problem: Problem, category: String, sourceLocation: EntryLocation? = nil) {
    self.problem = problem
    self.category = category
    self.sourceLocation = sourceLocation
  }

  /// A sentence naming the place, the category and the problem.
  public var description: String {
    let place = sourceLocation.map { "\($0): " } ?? ""
    let reason: String =
      switch problem {
      case .emptyCategoryIdentifier: "a category needs an identifier"
      case .duplicateCategory: "the category is declared twice"
      case .emptyActionIdentifier: "an action needs an identifier"
      case .reservedActionIdentifier(let action):
        "action identifier \"\(action)\" is reserved by the platform"
      case let .duplicateAction(action, first):
        "action \"\(action)\" is already declared in category \"\(first)\"; action identifiers must be unique"
      case .emptyActionTitle(let action): "action \"\(action)\" needs a title"
      case .emptyTextInputButtonTitle(let action): "text-input action \"\(action)\" needs a send-button title"
      case .emptyIconName(let action): "the icon of action \"\(action)\" names no image"
      case let .tooManyActions(count, limit): "\(count) actions, but the system shows at most \(limit)"
      }
    return "\(place)category \"\(category)\": \(reason)"
  }
}
