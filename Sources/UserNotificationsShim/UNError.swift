#if !canImport(UserNotifications)
  public import Foundation

  /// The error domain of ``UNError``: `"UNErrorDomain"`.
  public let UNErrorDomain: String = "UNErrorDomain"

  /// An error reported by the notification center or by an attachment.
  ///
  /// ```swift
  /// do {
  ///   try await center.add(request)
  /// } catch UNError.notificationsNotAllowed {
  ///   // …
  /// }
  /// ```
  ///
  /// Shim: Apple's type wraps an `NSError`; this one keeps the code and the user info and
  /// builds the `NSError` when bridged. Two errors are equal when their codes and user
  /// info are.
  public struct UNError: CustomNSError, Hashable, Sendable {
    /// The kind of failure, with Apple's raw values.
    public enum Code: Int, Sendable {
      /// The app is not allowed to post notifications. Raw value 1.
      case notificationsNotAllowed = 1
      /// The attachment's URL is not a readable file URL. Raw value 100.
      case attachmentInvalidURL = 100
      /// The attachment's file type is not supported. Raw value 101.
      case attachmentUnrecognizedType = 101
      /// The attachment's file is too large for its type. Raw value 102.
      case attachmentInvalidFileSize = 102
      /// The attachment is not in the attachment data store. Raw value 103.
      case attachmentNotInDataStore = 103
      /// The attachment could not be moved into the data store. Raw value 104.
      case attachmentMoveIntoDataStoreFailed = 104
      /// The attachment's file is corrupt. Raw value 105.
      case attachmentCorrupt = 105
      /// The notification should have a date but does not. Raw value 1400.
      ///
      /// Shim: also the error ``UNUserNotificationCenter/add(_:withCompletionHandler:)``
      /// reports for an invalid ``UNTimeIntervalNotificationTrigger``, where Apple raises an
      /// Objective-C exception when the trigger is created.
      case notificationInvalidNoDate = 1400
      /// The notification has no user-facing content. Raw value 1401.
      case notificationInvalidNoContent = 1401
      /// A content-providing object is not allowed (communication notifications). Raw value 1500.
      case contentProvidingObjectNotAllowed = 1500
      /// A content-providing object is invalid (communication notifications). Raw value 1501.
      case contentProvidingInvalid = 1501
      /// The badge count is invalid. Raw value 1600.
      case badgeInputInvalid = 1600

      /// Matches an error against a code, so that `catch UNError.notificationsNotAllowed` works.
      public static func ~= (match: UNError.Code, error: any Error) -> Bool {
        (error as? UNError)?.code == match
      }
    }

    /// The kind of failure.
    public let code: Code

    /// The error's user info, for example `NSLocalizedDescriptionKey`.
    public var userInfo: [String: Any] { storedUserInfo.value }

    private let storedUserInfo: UserInfo

    /// Creates an error with a code and optional user info.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
      self.code = code
      self.storedUserInfo = UserInfo(value: userInfo)
    }

    /// Creates an error from its `NSError` form.
    ///
    /// Shim: Apple traps on a foreign domain; this reads any `NSError`, and a code that is
    /// not a ``Code`` reads as ``Code/notificationsNotAllowed``.
    public init(_nsError: NSError) {
      self.init(Code(rawValue: _nsError.code) ?? .notificationsNotAllowed, userInfo: _nsError.userInfo)
    }

    /// ``UNErrorDomain``.
    public static var errorDomain: String { UNErrorDomain }

    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// The user info given when the error was made.
    public var errorUserInfo: [String: Any] { userInfo }

    /// Whether two errors have the same code and equal user info.
    public static func == (lhs: UNError, rhs: UNError) -> Bool {
      lhs.code == rhs.code && PropertyList.isEqual(lhs.userInfo, rhs.userInfo)
    }

    /// Hashes the code (user info only refines equality).
    public func hash(into hasher: inout Hasher) {
      hasher.combine(code)
    }

    /// ``Code/notificationsNotAllowed``, as Apple mirrors each code on `UNError`.
    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    /// ``Code/attachmentInvalidURL``.
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    /// ``Code/attachmentUnrecognizedType``.
    public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
    /// ``Code/attachmentInvalidFileSize``.
    public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
    /// ``Code/attachmentNotInDataStore``.
    public static var attachmentNotInDataStore: Code { .attachmentNotInDataStore }
    /// ``Code/attachmentMoveIntoDataStoreFailed``.
    public static var attachmentMoveIntoDataStoreFailed: Code { .attachmentMoveIntoDataStoreFailed }
    /// ``Code/attachmentCorrupt``.
    public static var attachmentCorrupt: Code { .attachmentCorrupt }
    /// ``Code/notificationInvalidNoDate``.
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
    /// ``Code/notificationInvalidNoContent``.
    public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
    /// ``Code/contentProvidingObjectNotAllowed``.
    public static var contentProvidingObjectNotAllowed: Code { .contentProvidingObjectNotAllowed }
    /// ``Code/contentProvidingInvalid``.
    public static var contentProvidingInvalid: Code { .contentProvidingInvalid }
    /// ``Code/badgeInputInvalid``.
    public static var badgeInputInvalid: Code { .badgeInputInvalid }
  }

  extension UNError {
    /// The user info, held so that the error stays `Sendable`.
    ///
    /// `@unchecked Sendable` is safe: the dictionary is a `let` that is never mutated, and
    /// user-info values are property-list values (strings, numbers, dates, data, arrays and
    /// dictionaries of them), which are values or immutable objects.
    private struct UserInfo: @unchecked Sendable {
      let value: [String: Any]
    }

    /// An error whose localized description is `message`.
    static func make(_ code: Code, _ message: String) -> UNError {
      UNError(code, userInfo: [NSLocalizedDescriptionKey: message])
    }
  }
#endif
