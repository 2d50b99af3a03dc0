/// The app's notification categories, declared together so they are checked together:
/// `NotificationCategories { NotificationCategory("timer") { NotificationAction("stop", title: "Stop") } }`.
public struct NotificationCategories: Hashable, Sendable {
  /// One category and the line it was declared on: `categories.declarations.first?.sourceLocation`.
  public struct Declaration: Hashable, Sendable {
    /// The category.
    public var category: NotificationCategory
    /// Where it was declared, for errors that point there.
    public var sourceLocation: EntryLocation?

    /// Creates a declaration:
    /// `let declaration = NotificationCategories.Declaration(NotificationCategory("timer"))`.
    public init(_ category: NotificationCategory, sourceLocation: EntryLocation? = nil) {
      self.category = category
      self.sourceLocation = sourceLocation
    }
  }

  /// The declarations, in order.
  public var declarations: [Declaration]

  /// Categories declared in a ``NotificationCategoriesBuilder`` block:
  /// `NotificationCategories { NotificationCategory("reminder") { NotificationAction("ok", title: "OK") } }`.
  public init(@NotificationCategoriesBuilder _ declarations: () -> [Declaration]) {
    self.declarations = declarations()
  }

  /// Categories made elsewhere, without source locations:
  /// `NotificationCategories([NotificationCategory(identifier: "timer", actions: [snooze])])`.
  public init(_ categories: [NotificationCategory]) {
    declarations = categories.map { Declaration($0) }
  }

  /// The categories, in declaration order.
  public var categories: [NotificationCategory] { declarations.map(\.category) }

  /// The category with this identifier; the first, if it is declared twice:
  /// `categories.category("timer")?.options.contains(.customDismissAction)`.
  public func category(_ identifier: String) -> NotificationCategory? {
    categories.first { $0.identifier == identifier }
  }

  /// Every problem that keeps these categories from being registered, in declaration order.
  public var problems: [NotificationCategoryError] {
    var problems: [NotificationCategoryError] = []
    var categoryIdentifiers = Set<String>()
    var actionOwners: [String: String] = [:]
    let reserved: Set<String> = [
      NotificationResponse.Action.defaultIdentifier, NotificationResponse.Action.dismissIdentifier,
    ]
    for declaration in declarations {
      let category = declaration.category
      func report(_ problem: NotificationCategoryError.Problem) {
        problems.append(
          .init(problem: problem, category: category.identifier, sourceLocation: declaration.sourceLocation))
      }
      if category.identifier.isEmpty { report(.emptyCategoryIdentifier) }
      if !categoryIdentifiers.insert(category.identifier).inserted { report(.duplicateCategory) }
      if category.actions.count > NotificationCategory.maximumActions {
        report(.tooManyActions(count: category.actions.count, limit: NotificationCategory.maximumActions))
      }
      for action in category.actions {
        let identifier = action.identifier
        if identifier.isEmpty { report(.emptyActionIdentifier) }
        if reserved.contains(identifier) { report(.reservedActionIdentifier(identifier)) }
        if action.title.allSatisfy(\.isWhitespace) { report(.emptyActionTitle(action: identifier)) }
        if let input = action.textInput, input.buttonTitle.allSatisfy(\.isWhitespace) {
          report(.emptyTextInputButtonTitle(action: identifier))
        }
        switch action.icon {
        case .systemImage(""), .templateImage(""): report(.emptyIconName(action: identifier))
        default: break
        }
        guard !identifier.isEmpty else { continue }
        if let first = actionOwners[identifier] {
          report(.duplicateAction(identifier, firstDeclaredIn: first))
        } else {
          actionOwners[identifier] = category.identifier
        }
      }
    }
    return problems
  }

  /// Checks the categories, throwing the first problem:
  /// `try NotificationCategories { NotificationCategory("") }.validate()`.
  public func validate() throws(NotificationCategoryError) {
    if let first = problems.first { throw first }
  }
}
