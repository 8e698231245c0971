// Types of the jest-dom matchers that test-setup/jsdom.js registers for every web test.
/// <reference types="@testing-library/jest-dom" />
