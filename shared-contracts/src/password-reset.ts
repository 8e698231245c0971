/** `POST /api/unauth/forgotpassword`: the same answer whether or not the address is registered. */
export interface ForgotPasswordRequest {
  Email: string;
}

/** `POST /api/unauth/resetpassword?email&token` */
export interface ResetPasswordRequest {
  Password: string;
  ConfirmPassword: string;
}
