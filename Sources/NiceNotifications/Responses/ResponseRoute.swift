/// Which responses a ``NotificationResponseRouter`` handler receives:
/// `await router.on(.group("dailyQuote")) { response in await showQuote(response) }`.
///
/// A response goes to the one most specific registered route: ``action(_:)``,
/// ``tap(inCategory:)`` or ``dismiss(inCategory:)``; then ``category(_:)``; then ``group(_:)``;
/// then ``tap`` or ``dismiss``; then ``anyResponse``.
public struct ResponseRoute: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case action(String)
    case tap(category: String?)
    case dismiss(category: String?)
    case category(String)
    case group(String)
    case any
  }

  let kind: Kind

  /// The custom action with this identifier, in any category (action identifiers are unique):
  /// `await router.on(.action("snooze"), .snooze(.after(600), in: notifications))`.
  public static func action(_ identifier: String) -> ResponseRoute {
    ResponseRoute(kind: .action(identifier))
  }

  /// Taps on notifications of this category (the default action):
  /// `await router.on(.tap(inCategory: "message")) { response in await open(response) }`.
  public static func tap(inCategory category: String) -> ResponseRoute {
    ResponseRoute(kind: .tap(category: category))
  }

  /// Explicit dismissals of notifications of this category; sent only for categories with
  /// ``NotificationCategory/Options/customDismissAction``:
  /// `await router.on(.dismiss(inCategory: "alarm")) { response in await stopAlarm(response) }`.
  public static func dismiss(inCategory category: String) -> ResponseRoute {
    ResponseRoute(kind: .dismiss(category: category))
  }

  /// Every response to a notification of this category that no more specific route takes:
  /// `await router.on(.category("timer")) { response in await timers.handle(response) }`.
  public static func category(_ identifier: String) -> ResponseRoute {
    ResponseRoute(kind: .category(identifier))
  }

  /// Every response to a notification a group scheduled (snoozes included) that no more specific route
  /// takes: `await router.on(.group("dailyQuote")) { response in await showQuote(response) }`.
  public static func group(_ identifier: String) -> ResponseRoute { ResponseRoute(kind: .group(identifier)) }
  /// Taps on any notification that no more specific route takes.
  public static let tap = ResponseRoute(kind: .tap(category: nil))
  /// Explicit dismissals of any notification that no more specific route takes.
  public static let dismiss = ResponseRoute(kind: .dismiss(category: nil))
  /// Every response no other route takes.
  public static let anyResponse = ResponseRoute(kind: .any)

  /// The routes that could take `response`, most specific first.
  static func candidates(for response: RoutedResponse) -> [ResponseRoute] {
    let category = response.categoryIdentifier
    var routes: [ResponseRoute] = []
    switch response.action {
    case .custom(let identifier): routes.append(.action(identifier))
    case .default where !category.isEmpty: routes.append(.tap(inCategory: category))
    case .dismiss where !category.isEmpty: routes.append(.dismiss(inCategory: category))
    case .default, .dismiss: break
    }
    if !category.isEmpty { routes.append(.category(category)) }
    if let group = response.groupIdentifier { routes.append(.group(group)) }
    switch response.action {
    case .custom: break
    case .default: routes.append(.tap)
    case .dismiss: routes.append(.dismiss)
    }
    routes.append(.anyResponse)
    return routes
  }

  /// `action "snooze"`, `tap in "message"`, `any response`.
  public var description: String {
    switch kind {
    case .action(let identifier): "action \"\(identifier)\""
    case .tap(let category?): "tap in \"\(category)\""
    case .tap(nil): "tap"
    case .dismiss(let category?): "dismiss in \"\(category)\""
    case .dismiss(nil): "dismiss"
    case .category(let identifier): "category \"\(identifier)\""
    case .group(let identifier): "group \"\(identifier)\""
    case .any: "any response"
    }
  }
}
