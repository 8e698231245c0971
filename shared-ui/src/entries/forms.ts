// Inputs for react-hook-form screens (antd inputs through Controller; no antd Form state).
export { Checkbox, DatePicker, Input, InputNumber, Radio, Select, Steps, Switch } from 'antd';
export type { CheckboxProps, InputProps, SelectProps } from 'antd';
